import Typography from '@mui/material/Typography';
import { contractTypeMessages, type ContractType } from '@portal/contracts';
import { DeleteDialog, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteContractType } from '../api/delete-contract-type';

interface ContractTypeDeleteDialogProps extends DeleteShellProps {
  contractType: ContractType | null;
}

/**
 * Asks before deleting a contract type. The server refuses one that jobs use (409 'Este tipo de
 * contrato está em uso por vagas e não pode ser excluído'), shown as a toast.
 */
export const ContractTypeDeleteDialog = ({ contractType, ...shell }: ContractTypeDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title="Excluir tipo de contrato"
    mutation={useDeleteContractType()}
    target={contractType?.id}
    success={contractTypeMessages.deleted}
    failure={contractTypeMessages.deleteFailed}
  >
    <Typography>
      Deseja excluir o tipo de contrato <strong>{contractType?.name}</strong>? Tipos em uso por vagas não podem ser
      excluídos.
    </Typography>
  </DeleteDialog>
);
