import Typography from '@mui/material/Typography';
import { AuthAlternatives, AuthLink } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { InstitutionalSignIn } from '../components/institutional-sign-in';
import { EmailLoginForm } from '../components/email-login-form';

const ALTERNATIVES = [
  { prompt: 'Ainda não tem cadastro?', label: 'Cadastre sua empresa', to: '/signup' },
  { prompt: 'É estudante?', label: 'Acesse com seu RA', to: '/' },
] as const;

/** `/login-admin`: e-mail login of companies and administrators, with 'Permanecer conectado'. */
export const LoginAdminPage = () => (
  <AuthLayout
    eyebrow="Empresas e administração"
    title="Anuncie suas vagas"
    subtitle="Acesso para empresas parceiras e administradores do portal. Entre com seu e-mail e senha."
  >
    <EmailLoginForm
      withRemember
      extra={
        <Typography variant="body2">
          <AuthLink to="/access-recovery/solicitation">Esqueci minha senha</AuthLink>
        </Typography>
      }
    />
    <InstitutionalSignIn />
    <AuthAlternatives items={ALTERNATIVES} />
  </AuthLayout>
);
