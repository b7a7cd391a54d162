import Typography from '@mui/material/Typography';
import { jobMessages, type Job } from '@portal/contracts';
import { DeleteDialog, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteJob } from '../api/delete-job';

interface JobDeleteDialogProps extends DeleteShellProps {
  job: Job | null;
}

/** Asks before deleting a job, warning when candidates have applied. */
export const JobDeleteDialog = ({ job, ...shell }: JobDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title="Excluir vaga"
    mutation={useDeleteJob()}
    target={job?.id}
    success={jobMessages.deleted}
    failure={jobMessages.deleteFailed}
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
