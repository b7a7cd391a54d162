import Typography from '@mui/material/Typography';
import { AuthAlternatives, AuthLink } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { InstitutionalSignIn } from '../components/institutional-sign-in';
import { EmailLoginForm } from '../components/email-login-form';

const ALTERNATIVES = [
  { prompt: 'Ainda não tem cadastro?', label: 'Cadastre sua empresa', to: '/signup' },
  { prompt: 'É estudante?', label: 'Acesse com seu RA', to: '/' },
] as const;

/** `/signin-admin`: e-mail login with the forgot-password and sign-up links. */
export const SigninAdminPage = () => (
  <AuthLayout
    eyebrow="Empresas"
    title="Área da empresa"
    subtitle="Entre com o e-mail e a senha cadastrados para gerenciar suas vagas."
  >
    <EmailLoginForm
      extra={
        <Typography variant="body2" sx={{ ml: 'auto' }}>
          <AuthLink to="/access-recovery/solicitation">Esqueci minha senha</AuthLink>
        </Typography>
      }
    />
    <InstitutionalSignIn />
    <AuthAlternatives items={ALTERNATIVES} />
  </AuthLayout>
);
