import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { JobHiringSummary } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useNotifyCandidates } from '../api/notify-candidates';

const NOTIFY_FAILED = 'Falha ao enviar notificação, tente novamente mais tarde.';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Enviar notificação' (docs/spec/13-open-behaviours.md#candidate-notification): e-mails the outcome (hired or not selected) to the
 * candidates not told yet, after a confirmation that says who gets which message.
 */
export const NotifyButton = ({ job }: { job: JobHiringSummary }) => {
  const notify = useNotifyCandidates();
  const [open, setOpen] = useState(false);
  const { pending, pending_hired: hired } = job.applicants;

  const send = () =>
    notify.mutate(job.id, {
      onSuccess: (answer) => (answer.notified > 0 ? toast.success(answer.message) : toast.info(answer.message)),
      onError: (error) =>
        toast.error(
          isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
            ? error.message
            : NOTIFY_FAILED,
        ),
      onSettled: () => setOpen(false),
    });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<SendOutlined />}
        onClick={() => (pending > 0 ? setOpen(true) : send())}
        loading={notify.isPending && !open}
        disabled={job.applicants.total === 0}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Enviar notificação
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={send}
        title="Enviar notificação"
        confirmLabel="Enviar"
        loading={notify.isPending}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            {plural(pending, 'candidato ainda não notificado receberá', 'candidatos ainda não notificados receberão')}{' '}
            por e-mail o resultado da vaga <strong>{job.title}</strong>: {plural(hired, 'contratado', 'contratados')} e{' '}
            {plural(pending - hired, 'não selecionado', 'não selecionados')}.
          </Typography>
          {job.applicants.hired > 0 ? null : (
            <Alert severity="warning" variant="outlined">
              Nenhum candidato foi marcado como contratado: todos serão informados de que não foram selecionados.
            </Alert>
          )}
        </Box>
      </ConfirmDialog>
    </>
  );
};
