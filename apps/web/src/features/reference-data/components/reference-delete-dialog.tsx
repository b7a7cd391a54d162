import Typography from '@mui/material/Typography';
import { referenceMessages, type ReferenceItem, type ReferenceKind } from '@portal/contracts';
import { DeleteDialog, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteReferenceItem } from '../api/delete-reference-item';

interface ReferenceDeleteDialogProps extends DeleteShellProps {
  kind: ReferenceKind;
  item: ReferenceItem | null;
}

/** Asks before deleting; the server refuses a row in use (409, its message as a toast) and the dialog suggests retiring. */
export const ReferenceDeleteDialog = ({ kind, item, ...shell }: ReferenceDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title={`Excluir ${referenceMessages[kind].title.toLowerCase()}`}
    mutation={useDeleteReferenceItem(kind)}
    target={item?.id}
    success={referenceMessages[kind].deleted}
    failure={referenceMessages[kind].failed}
  >
    <Typography>
      Deseja excluir <strong>{item?.name}</strong>?{' '}
      {item && item.in_use > 0
        ? 'Está em uso e não poderá ser excluído: desative-o na edição para escondê-lo das novas escolhas.'
        : 'Esta ação não pode ser desfeita.'}
    </Typography>
  </DeleteDialog>
);
