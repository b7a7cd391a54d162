import Typography from '@mui/material/Typography';
import { jobMessages, type Job } from '@portal/contracts';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { useDeleteJob } from '../api/delete-job';

interface JobDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  job: Job | null;
  /** Called after a successful deletion (e.g. to step back from an emptied page). */
  onDeleted: () => void;
}

/** Asks before deleting a job, warning when candidates have applied. */
export const JobDeleteDialog = ({ open, onClose, job, onDeleted }: JobDeleteDialogProps) => (
  <DeleteDialog
    open={open}
    onClose={onClose}
    title="Excluir vaga"
    mutation={useDeleteJob()}
    target={job?.id}
    success={jobMessages.deleted}
    failure={jobMessages.deleteFailed}
    onDeleted={onDeleted}
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
  </DeleteDialog>
);
