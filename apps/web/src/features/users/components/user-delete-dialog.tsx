import Typography from '@mui/material/Typography';
import { userMessages, type User } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';

interface UserDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  user: User | null;
  onConfirm: () => void;
  loading: boolean;
  /** Opens `/empresas?user_id=` (offered when the user cannot be deleted). */
  onShowCompanies: () => void;
}

/**
 * docs/spec/04-states.md#user-delete: a user with companies cannot be deleted; the dialog says so and offers to show
 * the companies. Otherwise it asks for confirmation.
 */
export const UserDeleteDialog = ({
  open,
  onClose,
  user,
  onConfirm,
  loading,
  onShowCompanies,
}: UserDeleteDialogProps) => {
  const blocked = Boolean(user && user.companies.length > 0);
  if (blocked) {
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
          {user?.name} é responsável por{' '}
          {user?.companies.length === 1 ? '1 empresa' : `${user?.companies.length} empresas`}. Transfira ou exclua as
          empresas antes de excluir o usuário.
        </Typography>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      title="Excluir usuário"
      confirmLabel="Excluir"
      destructive
      loading={loading}
    >
      <Typography>
        Deseja excluir o usuário <strong>{user?.name}</strong> ({user?.email})? Esta ação não pode ser desfeita.
      </Typography>
    </ConfirmDialog>
  );
};
