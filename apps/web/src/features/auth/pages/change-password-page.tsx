import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages, type ChangePasswordForm } from '@portal/contracts';
import { useSchemaForm } from '../../../lib/schema-form';
import { getSession, updateSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { PasswordField } from '../../../components/form/password-field';
import { changePassword } from '../api/change-password';
import { logout } from '../api/logout';
import { AuthLayout } from '../components/auth-layout';

const loadSchema = () => import('../components/auth-schemas').then((m) => m.changePasswordFormSchema);
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * The first administrator signs in with the password of the server's configuration, which whoever
 * set it up knows: every screen waits until it is replaced (docs/decisions/016-security-hardening.md).
 * On success the role's screens open where the user was going.
 */
export const ChangePasswordPage = () => {
  const form = useSchemaForm({
    schema: loadSchema,
    onValid: async (values: ChangePasswordForm) => {
      if (values.password !== values.password_confirmation) {
        toast.warning(messages.validation.passwordsDiffer);
        return;
      }
      try {
        await changePassword(values);
      } catch (error) {
        if (!form.showServerErrors(error, FIELDS)) toast.error(error instanceof Error ? error.message : String(error));
        return;
      }
      toast.success(messages.session.passwordChanged);
      updateSession({ must_change_password: false });
    },
  });

  return (
    <AuthLayout
      eyebrow="Primeiro acesso"
      title="Defina uma nova senha"
      subtitle="A senha usada neste acesso veio da configuração do servidor. Escolha uma senha sua para continuar."
    >
      <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 2.5 }}>
        <input type="text" name="username" autoComplete="username" value={getSession()?.name ?? ''} readOnly hidden />
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          autoFocus
          {...form.field('current_password')}
        />
        <PasswordField label="Nova senha" autoComplete="new-password" {...form.field('password')} />
        <PasswordField
          label="Confirmação de senha"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
        <Button type="submit" variant="contained" size="large" loading={form.submitting} fullWidth>
          Salvar nova senha
        </Button>
        <Button variant="text" onClick={logout}>
          Sair
        </Button>
      </Box>
    </AuthLayout>
  );
};
