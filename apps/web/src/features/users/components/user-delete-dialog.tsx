import Typography from '@mui/material/Typography';
import { userMessages, type User } from '@portal/contracts';
import { DeleteDialog, type DeleteBlock, type DeleteShellProps } from '../../../components/dialog/delete-dialog';
import { useDeleteUser } from '../api/delete-user';

interface UserDeleteDialogProps extends DeleteShellProps {
  user: User | null;
  /** Opens `/empresas?user_id=` (offered when the user cannot be deleted). */
  onShowCompanies: () => void;
}

/** A user responsible for companies cannot be deleted: the dialog says how many and offers them. */
const companiesInTheWay = (user: User | null, onShowCompanies: () => void): DeleteBlock | null => {
  if (!user || user.companies.length === 0) return null;
  const companies = user.companies.length === 1 ? '1 empresa' : `${user.companies.length} empresas`;
  return {
    reason: userMessages.hasCompanies,
    detail: `${user.name} é responsável por ${companies}. Transfira ou exclua as empresas antes de excluir o usuário.`,
    showLabel: 'Ver empresas',
    onShow: onShowCompanies,
  };
};

/**
 * docs/spec/04-states.md#user-delete: a user with companies cannot be deleted; the dialog says so and offers to show
 * the companies. Otherwise it asks for confirmation.
 */
export const UserDeleteDialog = ({ user, onShowCompanies, ...shell }: UserDeleteDialogProps) => (
  <DeleteDialog
    {...shell}
    title="Excluir usuário"
    mutation={useDeleteUser()}
    target={user?.id}
    success={userMessages.deleted}
    failure={userMessages.deleteFailed}
    blocked={companiesInTheWay(user, onShowCompanies)}
  >
    <Typography>
      Deseja excluir o usuário <strong>{user?.name}</strong> ({user?.email})? Esta ação não pode ser desfeita.
    </Typography>
  </DeleteDialog>
);
