import Typography from '@mui/material/Typography';
import { referenceMessages, type ReferenceItem, type ReferenceKind } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useDeleteReferenceItem } from '../api/delete-reference-item';

interface ReferenceDeleteDialogProps {
  kind: ReferenceKind;
  open: boolean;
  onClose: () => void;
  item: ReferenceItem | null;
  onDeleted: () => void;
}

/** Asks before deleting; the server refuses a row in use (409, its message as a toast) and the dialog suggests retiring. */
export const ReferenceDeleteDialog = ({ kind, open, onClose, item, onDeleted }: ReferenceDeleteDialogProps) => {
  const remove = useDeleteReferenceItem(kind);
  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(referenceMessages[kind].deleted);
      onDeleted();
    } catch (error) {
      showDeleteError(error, referenceMessages[kind].failed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      title={`Excluir ${referenceMessages[kind].title.toLowerCase()}`}
      confirmLabel="Excluir"
      destructive
      loading={remove.isPending}
    >
      <Typography>
        Deseja excluir <strong>{item?.name}</strong>?{' '}
        {item && item.in_use > 0
          ? 'Está em uso e não poderá ser excluído: desative-o na edição para escondê-lo das novas escolhas.'
          : 'Esta ação não pode ser desfeita.'}
      </Typography>
    </ConfirmDialog>
  );
};
