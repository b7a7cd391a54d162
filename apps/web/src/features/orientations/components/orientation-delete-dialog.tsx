import Typography from '@mui/material/Typography';
import { orientationMessages, type Orientation } from '@portal/contracts';
import { DeleteDialog, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteOrientation } from '../api/delete-orientation';

interface OrientationDeleteDialogProps extends DeleteShellProps {
  orientation: Orientation | null;
}

/** Asks before deleting a guidance card: 'Orientação removida com sucesso!' or the failure toast. */
export const OrientationDeleteDialog = ({ orientation, ...shell }: OrientationDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title="Excluir orientação"
    mutation={useDeleteOrientation()}
    target={orientation?.id}
    success={orientationMessages.removed}
    failure={orientationMessages.removeFailed}
  >
    <Typography>
      Deseja excluir o card <strong>{orientation?.title}</strong>? Ele deixará de aparecer para os estudantes e não
      poderá ser recuperado.
    </Typography>
  </DeleteDialog>
);
