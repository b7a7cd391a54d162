import Typography from '@mui/material/Typography';
import { userMessages, type User } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { useDeleteUser } from '../api/delete-user';

interface UserDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  user: User | null;
  /** Called after a successful deletion (e.g. to step back from an emptied page). */
  onDeleted: () => void;
  /** Opens `/empresas?user_id=` (offered when the user cannot be deleted). */
  onShowCompanies: () => void;
}

/**
 * docs/spec/04-states.md#user-delete: a user with companies cannot be deleted; the dialog says so and offers to show
 * the companies. Otherwise it asks for confirmation.
 */
export const UserDeleteDialog = ({ open, onClose, user, onDeleted, onShowCompanies }: UserDeleteDialogProps) => {
  const remove = useDeleteUser();
  if (user && user.companies.length > 0) {
    return (
      <ConfirmDialog
        open={open}
        onClose={onClose}
        onConfirm={onShowCompanies}
        title="Não é possível excluir"
        confirmLabel="Ver empresas"
        cancelLabel="Fechar"
      >
        <Typography sx={{ mb: 1 }}>{userMessages.hasCompanies}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.name} é responsável por{' '}
          {user.companies.length === 1 ? '1 empresa' : `${user.companies.length} empresas`}. Transfira ou exclua as
          empresas antes de excluir o usuário.
        </Typography>
      </ConfirmDialog>
    );
  }
  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      title="Excluir usuário"
      mutation={remove}
      target={user?.id}
      success={userMessages.deleted}
      failure={userMessages.deleteFailed}
      onDeleted={onDeleted}
    >
      <Typography>
        Deseja excluir o usuário <strong>{user?.name}</strong> ({user?.email})? Esta ação não pode ser desfeita.
      </Typography>
    </DeleteDialog>
  );
};
