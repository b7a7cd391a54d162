import Typography from '@mui/material/Typography';
import { orientationMessages, type Orientation } from '@portal/contracts';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { useDeleteOrientation } from '../api/delete-orientation';

interface OrientationDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  orientation: Orientation | null;
  onDeleted: () => void;
}

/** Asks before deleting a guidance card: 'Orientação removida com sucesso!' or the failure toast. */
export const OrientationDeleteDialog = ({ open, onClose, orientation, onDeleted }: OrientationDeleteDialogProps) => (
  <DeleteDialog
    open={open}
    onClose={onClose}
    title="Excluir orientação"
    mutation={useDeleteOrientation()}
    target={orientation?.id}
    success={orientationMessages.removed}
    failure={orientationMessages.removeFailed}
    onDeleted={onDeleted}
  >
    <Typography>
      Deseja excluir o card <strong>{orientation?.title}</strong>? Ele deixará de aparecer para os estudantes e não
      poderá ser recuperado.
    </Typography>
  </DeleteDialog>
);
