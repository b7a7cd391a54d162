import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@portal/contracts';
import { TextInput } from '../../../components/form/text-input';
import { isApiError } from '../../../lib/api-error';
import { signIn } from '../../../lib/session';
import { loginMfa } from '../api/sign-in';
import { SignInCard } from '../components/sign-in-card';

/** `/auth/mfa`: the second step of a staff sign-in with TOTP on (docs/spec/02-screens.md#second-factor). */
export const MfaCodePage = () => {
  const state = useLocation().state as { mfa_token?: string; next?: string } | null;
  const token = state?.mfa_token;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token)
    return (
      <SignInCard title="Verificação em duas etapas">
        <Alert severity="warning">{messages.session.mfaExpired}</Alert>
        <Button component={RouterLink} to="/login-admin" variant="contained">
          Voltar para a entrada
        </Button>
      </SignInCard>
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code.length < 6) return setError('Informe o código de 6 dígitos.');
    setBusy(true);
    loginMfa(token, code).then(
      (session) => signIn(session, state?.next),
      (err: unknown) => {
        setBusy(false);
        setError(isApiError(err) ? err.message : messages.session.mfaWrong);
      },
    );
  };

  return (
    <SignInCard title="Verificação em duas etapas">
      <Typography variant="body2" color="text.secondary">
        Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          label="Código"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          error={Boolean(error)}
          helperText={error}
          htmlInput={{ inputMode: 'text', maxLength: 32 }}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
          Verificar
        </Button>
      </Box>
    </SignInCard>
  );
};
