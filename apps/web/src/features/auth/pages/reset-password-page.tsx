import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages, resetPasswordFormSchema, type ResetPasswordForm } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';
import { muiField } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthAlternatives } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';

const FORGOT = [{ prompt: 'O link expirou?', label: 'Solicitar um novo link', to: '/access-recovery/solicitation' }] as const;

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
  const resetPassword = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    if (values.password !== values.password_confirmation) {
      toast.warning(messages.validation.passwordsDiffer);
      return;
    }
    try {
      await resetPassword.mutateAsync({ ...values, email, signature });
      toast.success(messages.session.resetSuccess);
      await navigate('/', { replace: true });
    } catch (error) {
      toast.error(isApiError(error) && error.status === 429 ? error.message : messages.session.resetFailure);
    }
  });

  return (
    <AuthLayout title="Redefinir senha" subtitle={email ? `Crie uma nova senha para ${email}.` : undefined}>
      {signature ? null : (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {messages.session.resetLinkInvalid}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          autoFocus
          {...muiField(register('password'), errors.password)}
        />
        <PasswordField
          label="Confirmação de senha"
          autoComplete="new-password"
          {...muiField(register('password_confirmation'), errors.password_confirmation)}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
          Redefinir senha
        </Button>
      </Stack>
      <AuthAlternatives items={FORGOT} />
    </AuthLayout>
  );
};
