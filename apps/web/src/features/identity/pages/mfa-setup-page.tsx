import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages, type MfaStatus } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { PasswordConfirmDialog } from '../../../components/dialog/password-confirm-dialog';
import { TextInput } from '../../../components/form/text-input';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { disableTotp, mfaStatus, startTotp, verifyTotp } from '../api/totp';

const errorText = (err: unknown) => (isApiError(err) ? err.message : messages.errors.internal);

/** `/seguranca`: a staff member turns TOTP on (QR code, first code, recovery codes) or off (docs/spec/02-screens.md#second-factor). */
export const MfaSetupPage = () => {
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [secret, setSecret] = useState<{ secret: string; qr: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();

  useEffect(() => {
    mfaStatus().then(setStatus, (err: unknown) => setError(errorText(err)));
  }, []);

  const begin = async () => {
    setBusy(true);
    try {
      const started = await startTotp();
      const { toDataURL } = await import('qrcode');
      setSecret({ secret: started.secret, qr: await toDataURL(started.otpauth_url, { margin: 1, width: 220 }) });
      setError(null);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    verifyTotp(code).then(
      (r) => {
        setBusy(false);
        setCodes(r.recovery_codes);
        setSecret(null);
        setStatus((s) => s && { ...s, enabled: true });
        toast.success(messages.session.mfaEnabled);
      },
      (err: unknown) => {
        setBusy(false);
        setError(errorText(err));
      },
    );
  };

  const turnOff = (password: string) => {
    setBusy(true);
    disableTotp(password).then(
      () => {
        setBusy(false);
        setDisabling(false);
        setCodes(null);
        setStatus((s) => s && { ...s, enabled: false });
        toast.success(messages.session.mfaDisabled);
      },
      (err: unknown) => {
        setBusy(false);
        setPasswordError(errorText(err));
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeading>Segurança</PageHeading>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Verificação em duas etapas
        </Typography>
        {!status ? (
          error ? (
            <Alert severity="error">{error}</Alert>
          ) : (
            <CircularProgress aria-label="Carregando" />
          )
        ) : status.enabled ? (
          <>
            <Alert severity="success">Ativada: a entrada pede o código do aplicativo autenticador.</Alert>
            {codes ? <RecoveryCodes codes={codes} /> : null}
            <Button color="error" variant="outlined" onClick={() => setDisabling(true)} sx={{ justifySelf: 'start' }}>
              Desativar
            </Button>
          </>
        ) : secret ? (
          <Box component="form" onSubmit={confirm} noValidate sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">
              Leia o código QR com o aplicativo autenticador (por exemplo, FreeOTP, Google Authenticator ou Microsoft
              Authenticator) e digite o código de 6 dígitos que ele mostra.
            </Typography>
            <Box component="img" src={secret.qr} alt="Código QR da verificação em duas etapas" sx={{ width: 220 }} />
            <Typography variant="body2">
              Sem câmera? Digite a chave: <code data-testid="totp-secret">{secret.secret}</code>
            </Typography>
            <TextInput
              label="Código"
              name="code"
              autoComplete="one-time-code"
              error={Boolean(error)}
              helperText={error}
              htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
            />
            <Button type="submit" variant="contained" loading={busy} sx={{ justifySelf: 'start' }}>
              Ativar
            </Button>
          </Box>
        ) : (
          <>
            {status.required ? <Alert severity="warning">{messages.session.mfaSetupRequired}</Alert> : null}
            <Typography variant="body2">
              Além da senha, a entrada pedirá um código gerado por um aplicativo autenticador no seu celular.
            </Typography>
            <Button variant="contained" onClick={() => void begin()} loading={busy} sx={{ justifySelf: 'start' }}>
              Configurar
            </Button>
          </>
        )}
      </Paper>
      <PasswordConfirmDialog
        open={disabling}
        onClose={() => setDisabling(false)}
        onConfirm={turnOff}
        title="Desativar a verificação em duas etapas?"
        confirmLabel="Desativar"
        loading={busy}
        passwordError={passwordError}
      >
        A entrada voltará a pedir apenas a senha.
      </PasswordConfirmDialog>
    </Box>
  );
};

const RecoveryCodes = ({ codes }: { codes: string[] }) => (
  <Alert severity="info">
    Guarde estes códigos de recuperação em lugar seguro: cada um vale uma vez, se você perder o celular. Eles não serão
    mostrados de novo.
    <Box component="ul" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2, mb: 0 }}>
      {codes.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </Box>
  </Alert>
);
