import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages, type ResetPasswordForm } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { AuthAlternatives } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../../../components/form/password-field';

const loadSchema = () => import('../components/auth-schemas').then((m) => m.resetPasswordFormSchema);
const FORGOT = [
  { prompt: 'O link expirou?', label: 'Solicitar um novo link', to: '/access-recovery/solicitation' },
] as const;

/**
 * `/api/oportunidades/reset-password/{email}?signature=…`: the link e-mailed by forgot-password.
 * Different passwords give the warning 'Senhas diferentes!' and no call; on success the user goes
 * to `/`.
 */
export const ResetPasswordPage = () => {
  const { email = '' } = useParams();
  const [searchParams] = useSearchParams();
  const signature = searchParams.get('signature') ?? '';
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: loadSchema,
    onValid: async (values: ResetPasswordForm) => {
      if (values.password !== values.password_confirmation) {
        toast.warning(messages.validation.passwordsDiffer);
        return;
      }
      let loginPath: string;
      try {
        loginPath = (await resetPassword({ ...values, email, signature })).login_path;
      } catch (error) {
        toast.error(isApiError(error) && error.status === 429 ? error.message : messages.session.resetFailure);
        return;
      }
      toast.success(messages.session.resetSuccess);
      // Staff sign in at /login-admin, students at / (docs/decisions/017-career-office-screens.md);
      // the staff login fills in the e-mail of this link (docs/decisions/022).
      await navigate(loginPath, { replace: true, state: { email } });
    },
  });

  return (
    <AuthLayout
      eyebrow="Recuperação de acesso"
      title="Redefinir senha"
      subtitle={email ? `Crie uma nova senha para ${email}.` : undefined}
    >
      {signature ? null : (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {messages.session.resetLinkInvalid}
        </Alert>
      )}
      <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 2.5 }}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField label="Nova senha" autoComplete="new-password" autoFocus {...form.field('password')} />
        <PasswordField
          label="Confirmação de senha"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
        <Button type="submit" variant="contained" size="large" loading={form.submitting} fullWidth>
          Redefinir senha
        </Button>
      </Box>
      <AuthAlternatives items={FORGOT} />
    </AuthLayout>
  );
};
