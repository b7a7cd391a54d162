import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages, type ForgotPasswordRequest } from '@portal/contracts';
import { TextInput } from '../../../components/form/text-input';
import { isApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { forgotPassword } from '../api/forgot-password';
import { AuthAlternatives } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';

const loadSchema = () => import('../components/auth-schemas').then((m) => m.forgotPasswordRequestSchema);
const BACK = [{ prompt: 'Lembrou a senha?', label: 'Voltar para o login', to: '/signin-admin' }] as const;

/** `/access-recovery/solicitation`: asks for the e-mail that receives the reset link. */
export const ForgotPasswordPage = () => {
  const form = useSchemaForm({
    schema: loadSchema,
    onValid: (values: ForgotPasswordRequest) =>
      forgotPassword(values).then(
        () => {
          toast.success(messages.session.forgotSuccess);
        },
        (error: unknown) => {
          toast.error(isApiError(error) && error.status === 429 ? error.message : messages.session.forgotFailure);
        },
      ),
  });

  return (
    <AuthLayout
      eyebrow="Empresas e administração"
      title="Recuperar acesso"
      subtitle="Informe o e-mail cadastrado e enviaremos um link para você criar uma nova senha."
    >
      <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput label="E-mail" type="email" autoComplete="email" autoFocus {...form.field('email')} />
        <Button type="submit" variant="contained" size="large" loading={form.submitting} fullWidth>
          Enviar
        </Button>
      </Box>
      <AuthAlternatives items={BACK} />
    </AuthLayout>
  );
};
