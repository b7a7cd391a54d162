import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { isMfaChallenge, sitePath, ssoErrorMessage } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';
import { signIn } from '../../../lib/session';
import { exchangeCode } from '../api/sign-in';
import { SignInCard } from '../components/sign-in-card';

/**
 * `/auth/callback`: where an institutional sign-in comes back (docs/spec/02-screens.md#institutional-sign-in).
 * `?code=` is exchanged once for the session (or the code step), which then opens `?next=` when it
 * is a path of this site, else the role's home; `?error=` is shown in Portuguese.
 */
export const AuthCallbackPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const next = sitePath(params.get('next')) ?? undefined;
  const [error, setError] = useState<string | null>(code ? null : ssoErrorMessage(params.get('error')));
  const started = useRef(false);

  useEffect(() => {
    // The code works once: React's development double effect must not spend it twice.
    if (!code || started.current) return;
    started.current = true;
    exchangeCode(code).then(
      (r) => (isMfaChallenge(r) ? navigate('/auth/mfa', { state: { mfa_token: r.mfa_token, next } }) : signIn(r, next)),
      (err: unknown) => setError(isApiError(err) ? err.message : ssoErrorMessage('provider')),
    );
  }, [code, next, navigate]);

  if (!error)
    return (
      <SignInCard title="Entrando…">
        <CircularProgress aria-label="Entrando" sx={{ justifySelf: 'center' }} />
      </SignInCard>
    );
  return (
    <SignInCard title="Não foi possível entrar">
      <Alert severity="error">{error}</Alert>
      <Button component={RouterLink} to="/" variant="contained">
        Voltar para a entrada
      </Button>
      <Button component={RouterLink} to="/login-admin">
        Entrada de empresas e administração
      </Button>
    </SignInCard>
  );
};
