import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { signupMessages } from '@portal/contracts';
import { useSession } from '../../../lib/session';
import type { SignupDone } from './signup-wizard';

const APP_NAME = 'Portal de Oportunidades';

/**
 * After 'Finalizar': the account exists but is inactive until the career office activates it.
 * The heading takes the focus so screen readers announce the outcome.
 */
export const SignupSuccess = ({ email, company }: SignupDone) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedIn = useSession() !== null;

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
    document.title = `${signupMessages.success} | ${APP_NAME}`;
    return () => {
      document.title = APP_NAME;
    };
  }, []);

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          bgcolor: 'success.main',
          color: 'success.contrastText',
        }}
      >
        <TaskAltRounded sx={{ fontSize: 40 }} aria-hidden />
      </Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h1" component="h1" sx={{ outline: 'none', mb: 1.5 }}>
        {signupMessages.success}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        A empresa{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {company}
        </Box>{' '}
        e o acesso do representante{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {email}
        </Box>{' '}
        foram cadastrados.
      </Typography>
      <Alert severity="info" variant="outlined" icon={<HourglassTopRounded />} sx={{ textAlign: 'left', mb: 4 }}>
        <AlertTitle sx={{ fontWeight: 700 }}>Aguardando ativação</AlertTitle>O escritório de carreiras da universidade
        vai conferir os dados e ativar a sua conta. Você já pode entrar com o seu e-mail e senha, mas só poderá
        cadastrar empresas e publicar vagas depois da ativação.
      </Alert>
      <Button
        component={RouterLink}
        to={signedIn ? '/' : '/login-admin'}
        // The login fills in the e-mail just given (docs/decisions/022).
        state={signedIn ? undefined : { email }}
        variant="contained"
        size="large"
        sx={{ minWidth: 220 }}
      >
        {signedIn ? 'Voltar ao início' : 'Ir para o login'}
      </Button>
    </Paper>
  );
};
