import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { signOut, updateSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { mfaStatus } from '../api/totp';
import { MfaSetupPage } from './mfa-setup-page';

/**
 * MFA_REQUIRED_ROLES: the set-up comes before every other screen; 'Continuar' opens the role's
 * screens once TOTP is on (docs/decisions/019-institutional-sign-in.md).
 */
export const MfaRequiredPage = () => {
  const proceed = () =>
    mfaStatus().then(
      (s) =>
        s.enabled ? updateSession({ mfa_setup_required: false }) : toast.warning(messages.session.mfaSetupRequired),
      () => toast.error(messages.errors.internal),
    );
  const leave = () => {
    apiFetch('/logout', { method: 'POST', expireOn401: false }).catch(() => undefined);
    signOut('/login-admin');
  };
  return (
    <Box component="main" sx={{ maxWidth: 680, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
      <MfaSetupPage />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => void proceed()}>
          Continuar
        </Button>
        <Button onClick={leave}>Sair</Button>
      </Box>
    </Box>
  );
};
