import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { studentLoginRequestSchema, type StudentLoginRequest } from '@portal/contracts';
import { applyServerFieldErrors, muiField } from '../../../lib/form';
import { signIn } from '../../../lib/session';
import { useStudentLoginMutation } from '../api/login-student';
import { toastLoginError } from './login-error';
import { PasswordField } from './password-field';

interface StudentLoginFormProps {
  /** Toast for wrong credentials: differs between `/` and `/signin` (SEED-SPEC §8). */
  failureMessage: string;
  /** Shown between the password and the 'Entrar' button (e.g. the recovery link). */
  extra?: ReactNode;
}

/** RA login: 'RA' and 'Senha', `POST /api/login-student`, then the student's home. */
export const StudentLoginForm = ({ failureMessage, extra }: StudentLoginFormProps) => {
  const login = useStudentLoginMutation();
  const { register, handleSubmit, setError, formState } = useForm<StudentLoginRequest>({
    resolver: zodResolver(studentLoginRequestSchema),
    defaultValues: { ra: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(signIn, (error: unknown) => {
      if (!applyServerFieldErrors(error, setError, ['ra', 'password'])) toastLoginError(error, failureMessage);
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <TextField
        label="RA"
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
        {...muiField(register('ra'), errors.ra)}
      />
      <PasswordField label="Senha" autoComplete="current-password" {...muiField(register('password'), errors.password)} />
      {extra}
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        Entrar
      </Button>
    </Stack>
  );
};
