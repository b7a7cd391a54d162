import Typography from '@mui/material/Typography';
import { messages } from '@portal/contracts';
import { useAppConfig } from '../../../lib/app-config';
import { externalLinkProps } from '../../../lib/external-link';
import { AuthAlternatives } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';
import { InstitutionalSignIn } from '../components/institutional-sign-in';
import { TextLink } from '../components/text-link';
import { StudentLoginForm } from '../components/student-login-form';

const STAFF_LOGIN = [{ prompt: 'É empresa?', label: 'Anuncie suas vagas', to: '/login-admin' }] as const;
const SUBTITLE = 'Entre com seu RA e a senha do sistema acadêmico para buscar vagas e acompanhar suas candidaturas.';

/** `/`: student login by RA and password, with the same 'Esqueci minha senha' as `/signin` (docs/decisions/017-career-office-screens.md). */
export const StudentLoginPage = () => (
  <AuthLayout eyebrow="Estudantes" title="Acesse sua conta" subtitle={SUBTITLE}>
    <StudentLoginForm failureMessage={messages.session.loginFailed} extra={<RecoveryLink />} />
    <InstitutionalSignIn />
    <AuthAlternatives items={STAFF_LOGIN} />
  </AuthLayout>
);

/** The external academic system's password recovery (`GET /api/config`). */
const RecoveryLink = () => {
  const data = useAppConfig();
  return (
    <Typography variant="body2" sx={{ mt: -1, textAlign: 'right' }}>
      <TextLink {...externalLinkProps(data?.academic_password_recovery_url)} aria-disabled={!data}>
        Esqueci minha senha
      </TextLink>
    </Typography>
  );
};

/** `/signin`: the combined RA login, with the link to recover the password on the academic system. */
export const StudentSigninPage = () => (
  <AuthLayout eyebrow="Estudantes" title="Acesse sua conta" subtitle={SUBTITLE}>
    <StudentLoginForm failureMessage={messages.session.studentLoginFailed} extra={<RecoveryLink />} />
    <InstitutionalSignIn />
    <AuthAlternatives items={STAFF_LOGIN} />
  </AuthLayout>
);
