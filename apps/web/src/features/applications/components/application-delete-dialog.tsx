import Typography from '@mui/material/Typography';
import { applicationMessages, type Application } from '@portal/contracts';
import { DeleteDialog, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteApplication } from '../api/delete-application';

interface ApplicationDeleteDialogProps extends DeleteShellProps {
  application: Application | null;
}

/** Asks before removing an application: 'Candidatura removida com sucesso' / 'Falha ao remover candidatura!'. */
export const ApplicationDeleteDialog = ({ application, ...shell }: ApplicationDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title="Remover candidatura"
    confirmLabel="Remover"
    mutation={useDeleteApplication()}
    target={application?.id}
    success={applicationMessages.removed}
    failure={applicationMessages.removeFailed}
  >
    <Typography>
      Deseja remover a candidatura de <strong>{application?.student.user.name}</strong> à vaga{' '}
      <strong>{application?.job.title}</strong>? O candidato deixará de aparecer nesta lista.
    </Typography>
  </DeleteDialog>
);
