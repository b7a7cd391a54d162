import Typography from '@mui/material/Typography';
import { applicationMessages, type Application } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteApplication } from '../api/delete-application';

interface ApplicationDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  application: Application | null;
  onDeleted: () => void;
}

/** Asks before removing an application: 'Candidatura removida com sucesso' / 'Falha ao remover candidatura!'. */
export const ApplicationDeleteDialog = ({ open, onClose, application, onDeleted }: ApplicationDeleteDialogProps) => {
  const remove = useDeleteApplication();
  const confirm = async () => {
    if (!application) return;
    try {
      await remove.mutateAsync(application.id);
      toast.success(applicationMessages.removed);
      onDeleted();
    } catch {
      toast.error(applicationMessages.removeFailed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      title="Remover candidatura"
      confirmLabel="Remover"
      destructive
      loading={remove.isPending}
    >
      <Typography>
        Deseja remover a candidatura de <strong>{application?.student.user.name}</strong> à vaga{' '}
        <strong>{application?.job.title}</strong>? O candidato deixará de aparecer nesta lista.
      </Typography>
    </ConfirmDialog>
  );
};
