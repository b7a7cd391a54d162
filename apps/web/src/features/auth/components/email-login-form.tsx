import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginRequestSchema, messages, type LoginRequest } from '@portal/contracts';
import { applyServerFieldErrors, muiField } from '../../../lib/form';
import { signIn } from '../../../lib/session';
import { useLoginMutation } from '../api/login';
import { toastLoginError } from './login-error';
import { PasswordField } from './password-field';

interface EmailLoginFormProps {
  /** Shows 'Permanecer conectado' and sends `remember` (`/login-admin`). */
  withRemember?: boolean;
  /** Shown between the fields and the 'Entrar' button (e.g. the forgot-password link). */
  extra?: ReactNode;
}

/** E-mail login of admin and representatives: `POST /api/login`, then the role's home. */
export const EmailLoginForm = ({ withRemember = false, extra }: EmailLoginFormProps) => {
  const login = useLoginMutation();
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ remember, ...credentials }) =>
    login.mutateAsync(withRemember ? { ...credentials, remember: Boolean(remember) } : credentials).then(
      signIn,
      (error: unknown) => {
        if (!applyServerFieldErrors(error, setError, ['email', 'password'])) {
          toastLoginError(error, messages.session.loginFailed);
        }
      },
    ),
  );
  const { ref: rememberRef, ...rememberField } = register('remember');

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        {...muiField(register('email'), errors.email)}
      />
      <PasswordField label="Senha" autoComplete="current-password" {...muiField(register('password'), errors.password)} />
      {withRemember || extra ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: '8px !important' }}>
          {withRemember ? (
            <FormControlLabel control={<Checkbox inputRef={rememberRef} {...rememberField} />} label="Permanecer conectado" />
          ) : null}
          {extra}
        </Stack>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        Entrar
      </Button>
    </Stack>
  );
};
