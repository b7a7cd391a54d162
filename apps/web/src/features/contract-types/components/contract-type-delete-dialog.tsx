import Typography from '@mui/material/Typography';
import { contractTypeMessages, type ContractType } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useDeleteContractType } from '../api/delete-contract-type';

interface ContractTypeDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  contractType: ContractType | null;
  /** Called after a successful deletion (e.g. to step back from an emptied page). */
  onDeleted: () => void;
}

/**
 * Asks before deleting a contract type. The server refuses one that jobs use (409 'Este tipo de
 * contrato está em uso por vagas e não pode ser excluído'), shown as a toast.
 */
export const ContractTypeDeleteDialog = ({ open, onClose, contractType, onDeleted }: ContractTypeDeleteDialogProps) => {
  const remove = useDeleteContractType();
  const confirm = async () => {
    if (!contractType) return;
    try {
      await remove.mutateAsync(contractType.id);
      toast.success(contractTypeMessages.deleted);
      onDeleted();
    } catch (error) {
      showDeleteError(error, contractTypeMessages.deleteFailed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      title="Excluir tipo de contrato"
      confirmLabel="Excluir"
      destructive
      loading={remove.isPending}
    >
      <Typography>
        Deseja excluir o tipo de contrato <strong>{contractType?.name}</strong>? Tipos em uso por vagas não podem ser
        excluídos.
      </Typography>
    </ConfirmDialog>
  );
};
