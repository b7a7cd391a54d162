import Chip from '@mui/material/Chip';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { ROLE_LABELS, type RoleId, type User } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { CrudRowActions, RowAction } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { StudentDataActions } from './student-data-actions';

export const roleLabel = (roleId: number): string => ROLE_LABELS[roleId as RoleId] ?? `Função ${roleId}`;

/** 'Sim', 'Não' (disabled) or 'Pendente': a sign-up never activated, what the office looks for. */
export const ActiveChip = ({ user }: { user: Pick<User, 'is_active' | 'pending_activation'> }) =>
  user.pending_activation ? (
    <Chip size="small" label="Pendente" color="warning" title="Aguardando ativação" />
  ) : (
    <Chip
      size="small"
      label={user.is_active ? 'Sim' : 'Não'}
      color={user.is_active ? 'success' : 'default'}
      variant={user.is_active ? 'filled' : 'outlined'}
    />
  );

const COLUMNS: DataColumn<User>[] = [
  { id: 'name', header: 'Nome', cell: (u) => u.name },
  { id: 'email', header: 'E-mail', cell: (u) => u.email },
  { id: 'role', header: 'Função', cell: (u) => roleLabel(u.role_id) },
  { id: 'active', header: 'Ativo', cell: (u) => <ActiveChip user={u} />, align: 'center', width: 96 },
];

export type UserAction = 'companies' | 'edit' | 'details' | 'delete';

interface UsersTableProps extends PagedListProps<User> {
  onAction: (action: UserAction, user: User) => void;
  searching: boolean;
}

/** Nome, E-mail, Função, Ativo, Ações (docs/spec/02-screens.md#users). */
export const UsersTable = ({ onAction, searching, ...table }: UsersTableProps) => (
  <PagedTable
    label="Lista de usuários"
    columns={COLUMNS}
    rowKey={(u) => u.id}
    emptyMessage="Nenhum usuário encontrado"
    emptyHint={searching ? 'Tente outro nome ou outra função.' : 'Use “Adicionar Usuário” para cadastrar o primeiro.'}
    actions={(u) => (
      <>
        <RowAction
          label="Ver empresas"
          icon={<BusinessOutlined fontSize="small" />}
          onClick={() => onAction('companies', u)}
        />
        <CrudRowActions
          onEdit={() => onAction('edit', u)}
          onDetails={() => onAction('details', u)}
          onDelete={() => onAction('delete', u)}
        />
        <StudentDataActions user={u} />
      </>
    )}
    {...table}
  />
);
