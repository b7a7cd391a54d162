import Typography from '@mui/material/Typography';
import type { Job } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';

interface JobDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  job: Job | null;
  onConfirm: () => void;
  loading: boolean;
}

/** Asks before deleting a job, warning when candidates have applied. */
export const JobDeleteDialog = ({ open, onClose, job, onConfirm, loading }: JobDeleteDialogProps) => (
  <ConfirmDialog
    open={open}
    onClose={onClose}
    onConfirm={onConfirm}
    title="Excluir vaga"
    confirmLabel="Excluir"
    destructive
    loading={loading}
  >
    <Typography>
      Deseja excluir a vaga <strong>{job?.title}</strong> de {job?.company.name}?
    </Typography>
    {job && job.applications_count > 0 ? (
      <Typography color="warning.main" variant="body2" sx={{ mt: 1.5 }}>
        {job.applications_count === 1
          ? 'A candidatura recebida também será removida.'
          : `As ${job.applications_count} candidaturas recebidas também serão removidas.`}
      </Typography>
    ) : null}
  </ConfirmDialog>
);
