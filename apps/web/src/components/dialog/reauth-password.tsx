import { useEffect, useRef, useState } from 'react';
import { messages } from '@portal/contracts';
import { PasswordField } from '../form/password-field';

const HINT = 'Por segurança, digite a senha que você usa para entrar no portal.';

/**
 * The password typed again before an LGPD export or erasure (docs/decisions/016-security-hardening.md).
 * The server's refusal shows under the field until the user changes what they typed; the field is
 * selected again after a refusal, so a keyboard user retypes at once.
 */
export const useReauthPassword = (open: boolean, loading: boolean, serverError?: string) => {
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPassword('');
      setSubmitted(null);
    }
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const missing = submitted === '' && password === '';
  const error = missing
    ? messages.validation.passwordRequired
    : serverError && submitted === password
      ? serverError
      : undefined;
  useEffect(() => {
    if (!loading && error) inputRef.current?.select();
  }, [loading, error]);

  return {
    password,
    /** Call on submit: answers whether the request may go (a password was typed). */
    submit: (): boolean => {
      setSubmitted(password);
      return password !== '';
    },
    fieldProps: {
      label: 'Sua senha',
      value: password,
      onChange: (event: { target: { value: string } }) => setPassword(event.target.value),
      autoComplete: 'current-password',
      inputRef,
      error: Boolean(error),
      helperText: error ?? HINT,
      disabled: loading,
    },
  };
};

export type ReauthFieldProps = ReturnType<typeof useReauthPassword>['fieldProps'];

export const ReauthPasswordField = (props: ReauthFieldProps & { autoFocus?: boolean }) => <PasswordField {...props} />;
