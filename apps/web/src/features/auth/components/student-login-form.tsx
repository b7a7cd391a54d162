import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StudentLoginRequest } from '@portal/contracts';
import { TextInput } from '../../../components/form/text-input';
import { useSchemaForm } from '../../../lib/schema-form';
import { signIn } from '../../../lib/session';
import { loginStudent } from '../api/login-student';
import { toastLoginError } from './login-error';
import { PasswordField } from '../../../components/form/password-field';

const loadSchema = () => import('./auth-schemas').then((m) => m.studentLoginRequestSchema);

interface StudentLoginFormProps {
  /** Toast for wrong credentials: differs between `/` and `/signin` (docs/spec/08-messages.md#session-and-login). */
  failureMessage: string;
  /** Shown between the password and the 'Entrar' button (e.g. the recovery link). */
  extra?: ReactNode;
}

/** RA login: 'RA' and 'Senha' (contracts `studentLoginRequestSchema`), `POST /api/login-student`. */
export const StudentLoginForm = ({ failureMessage, extra }: StudentLoginFormProps) => {
  const form = useSchemaForm({
    schema: loadSchema,
    onValid: (values: StudentLoginRequest) =>
      loginStudent(values).then(signIn, (error: unknown) => {
        if (!form.showServerErrors(error, ['ra', 'password'])) toastLoginError(error, failureMessage);
      }),
  });

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput
        label="RA"
        autoComplete="username"
        autoFocus
        htmlInput={{ inputMode: 'numeric', maxLength: 32 }}
        {...form.field('ra')}
      />
      <PasswordField label="Senha" autoComplete="current-password" {...form.field('password')} />
      {extra}
      <Button type="submit" variant="contained" size="large" loading={form.submitting} fullWidth>
        Entrar
      </Button>
    </Box>
  );
};
