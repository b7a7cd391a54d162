import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { forgotPasswordRequestSchema, messages, type ForgotPasswordRequest } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';
import { muiField } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthAlternatives } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';

const BACK = [{ prompt: 'Lembrou a senha?', label: 'Voltar para o login', to: '/signin-admin' }] as const;

/** `/access-recovery/solicitation`: asks for the e-mail that receives the reset link. */
export const ForgotPasswordPage = () => {
  const forgot = useForgotPasswordMutation();
  const { register, handleSubmit, reset, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutateAsync(values).then(
      () => {
        toast.success(messages.session.forgotSuccess);
        reset();
      },
      (error: unknown) => {
        toast.error(isApiError(error) && error.status === 429 ? error.message : messages.session.forgotFailure);
      },
    ),
  );

  return (
    <AuthLayout
      title="Recuperar acesso"
      subtitle="Informe o e-mail cadastrado e enviaremos um link para você criar uma nova senha."
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
          {...muiField(register('email'), formState.errors.email)}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
          Enviar
        </Button>
      </Stack>
      <AuthAlternatives items={BACK} />
    </AuthLayout>
  );
};
