import Typography from '@mui/material/Typography';
import { orientationMessages, type Orientation } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useDeleteOrientation } from '../api/delete-orientation';

interface OrientationDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  orientation: Orientation | null;
  onDeleted: () => void;
}

/** Asks before deleting a guidance card: 'Orientação removida com sucesso!' or the failure toast. */
export const OrientationDeleteDialog = ({ open, onClose, orientation, onDeleted }: OrientationDeleteDialogProps) => {
  const remove = useDeleteOrientation();
  const confirm = async () => {
    if (!orientation) return;
    try {
      await remove.mutateAsync(orientation.id);
      toast.success(orientationMessages.removed);
      onDeleted();
    } catch (error) {
      showDeleteError(error, orientationMessages.removeFailed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      title="Excluir orientação"
      confirmLabel="Excluir"
      destructive
      loading={remove.isPending}
    >
      <Typography>
        Deseja excluir o card <strong>{orientation?.title}</strong>? Ele deixará de aparecer para os estudantes e não
        poderá ser recuperado.
      </Typography>
    </ConfirmDialog>
  );
};
