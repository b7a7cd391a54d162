import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { messages, shareMessages } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { resumeShareQueryOptions, useChangeResumeShare } from '../api/resume-share';
import { copyText } from './copy-link';

/**
 * 'Compartilhar currículo' (docs/decisions/016-security-hardening.md): off until the student turns
 * it on; the link carries a secret key, 'Gerar novo link' replaces it, and the e-mail appears on
 * the shared page only when chosen here.
 */
export const ShareDialog = ({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) => {
  const query = useQuery({ ...resumeShareQueryOptions(studentId), enabled: open });
  const change = useChangeResumeShare(studentId);
  const share = query.data;
  const run = (action: Parameters<typeof change.mutate>[0], success: string) =>
    change.mutate(action, {
      onSuccess: () => toast.success(success),
      onError: (error) => toast.error(errorMessage(error) || shareMessages.failed),
    });
  const copy = async () => {
    if (!share?.public_url) return;
    try {
      await copyText(share.public_url);
      toast.success(messages.other.linkCopied);
    } catch {
      toast.error('Não foi possível copiar o link. Selecione-o e copie.');
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={shareMessages.title}
      actions={
        <Button onClick={onClose} color="inherit">
          Fechar
        </Button>
      }
    >
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Carregando compartilhamento" />
      ) : query.isError || !share ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={share.enabled}
                  disabled={change.isPending}
                  onChange={(_, on) =>
                    run({ action: on ? 'enable' : 'disable' }, on ? shareMessages.enabled : shareMessages.disabled)
                  }
                  slotProps={{ input: { 'aria-describedby': 'share-help' } }}
                />
              }
              label={shareMessages.switchLabel}
            />
            <FormHelperText id="share-help" sx={{ mt: 0 }}>
              {share.enabled ? shareMessages.onHelp : shareMessages.offHelp}
            </FormHelperText>
          </div>
          {share.enabled && share.public_url ? (
            <>
              <TextField
                label="Link do currículo"
                value={share.public_url}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                onFocus={(event) => event.target.select()}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
                  Copiar Link
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<OpenInNewRounded />}
                  href={share.public_url}
                  target="_blank"
                  rel="noopener"
                >
                  Abrir
                </Button>
                <Button
                  variant="outlined"
                  color="inherit"
                  startIcon={<AutorenewRounded />}
                  disabled={change.isPending}
                  onClick={() => run({ action: 'enable' }, shareMessages.renewed)}
                  aria-describedby="renew-help"
                >
                  {shareMessages.renew}
                </Button>
              </Box>
              <FormHelperText id="renew-help" sx={{ mt: -1 }}>
                Um novo link faz o anterior parar de funcionar.
              </FormHelperText>
            </>
          ) : null}
          <FormControlLabel
            control={
              <Switch
                checked={share.show_email}
                disabled={change.isPending}
                onChange={(_, show) => run({ action: 'email', show_email: show }, shareMessages.saved)}
              />
            }
            label={shareMessages.emailLabel}
          />
        </Box>
      )}
    </AppDialog>
  );
};
