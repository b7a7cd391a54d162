import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { DEFAULT_USER_ROLE_FILTER, ROLE_ID, userMessages, type User } from '@portal/contracts';
import { SearchField } from '../../../components/form/search-field';
import { SelectField } from '../../../components/form/select-field';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { USERS_ACTIVE_STATUS, usersQueryOptions, type UsersActiveFilter } from '../api/users-query';
import { ImportStudentsDialog } from '../components/import-students-dialog';
import { UserDeleteDialog } from '../components/user-delete-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UserFormDialog } from '../components/user-form-dialog';
import { UsersTable, type UserAction } from '../components/users-table';
import { pagedListProps } from '../../../components/data-table/paged-list-props';

/** docs/spec/02-screens.md#users: the role filter's options. */
const ROLE_FILTER = [
  { value: ROLE_ID.admin, label: 'Admin' },
  { value: ROLE_ID.representative, label: 'Representante' },
  { value: ROLE_ID.student, label: 'Estudante' },
];
const SEARCH_DELAY_MS = 400;
/** 'Ativo' filter: sign-ups waiting for activation (the menu's badge counts them) apart from disabled accounts. */
const ACTIVE_FILTER: Array<{ value: UsersActiveFilter; label: string }> = [
  { value: 'sim', label: 'Ativos' },
  { value: 'pendente', label: 'Aguardando ativação' },
  { value: 'nao', label: 'Desativados' },
];

type OpenDialog = 'form' | 'details' | 'delete' | 'import' | null;

/** Usuários (admin `/` and `/usuarios`): list, filter, search, add, edit, details, delete. */
export const UsersPage = () => {
  const navigate = useNavigate();
  const [role, setRole] = useState<number>(DEFAULT_USER_ROLE_FILTER);
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const ativo = params.get('ativo') ?? '';
  const active = Object.hasOwn(USERS_ACTIVE_STATUS, ativo) ? (ativo as UsersActiveFilter) : '';
  const setActive = (value: string) => setParams(value ? { ativo: value } : {}, { replace: true });
  const name = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const paging = usePaging(`${role}|${name}|${active}`);
  const query = useQuery(usersQueryOptions({ page: paging.page, role, name, active }));

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [target, setTarget] = useState<User | null>(null);
  const [formKey, setFormKey] = useState(0);
  const open = (kind: Exclude<OpenDialog, null>, user: User | null) => {
    setTarget(user);
    if (kind === 'form' || kind === 'import') setFormKey((k) => k + 1);
    setDialog(kind);
  };
  const close = () => setDialog(null);

  const showCompanies = (user: User) => {
    if (user.companies.length === 0) toast.warning(userMessages.noCompanies);
    else void navigate(`/empresas?user_id=${user.id}`);
  };

  const onAction = (action: UserAction, user: User) => {
    if (action === 'companies') showCompanies(user);
    else if (action === 'details') open('details', user);
    else if (user.role_id === ROLE_ID.admin) toast.warning(userMessages.adminLocked);
    else open(action === 'edit' ? 'form' : 'delete', user);
  };

  const searching = search.trim() !== name || (query.isFetching && name !== '');

  return (
    <>
      <ListPageHeader
        title="Usuários"
        description="Administradores, representantes de empresas e estudantes com acesso ao portal."
        action={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', '& > *': { flex: { xs: 1, sm: 'none' } } }}>
            <Button variant="outlined" startIcon={<GroupAddOutlined />} onClick={() => open('import', null)}>
              Importar alunos
            </Button>
            <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => open('form', null)}>
              Adicionar Usuário
            </Button>
          </Box>
        }
      />
      <ListFilters>
        <SelectField label="Função" value={role} onChange={(v) => setRole(Number(v))} options={ROLE_FILTER} />
        <SelectField label="Ativo" value={active} onChange={setActive} options={ACTIVE_FILTER} emptyOption="Todos" />
        <SearchField
          label="Buscar Usuário"
          value={search}
          onChange={setSearch}
          searching={searching}
          placeholder="Nome do usuário"
        />
      </ListFilters>
      <UsersTable {...pagedListProps(query, paging)} onAction={onAction} searching={name !== ''} />
      <UserFormDialog key={formKey} open={dialog === 'form'} onClose={close} user={target} defaultRole={role} />
      <UserDetailsDialog open={dialog === 'details'} onClose={close} user={target} />
      <ImportStudentsDialog
        key={`import-${formKey}`}
        open={dialog === 'import'}
        onClose={close}
        onImported={() => setRole(ROLE_ID.student)}
      />
      <UserDeleteDialog
        open={dialog === 'delete'}
        onClose={close}
        user={target}
        onDeleted={() => paging.afterRemoving(query.data?.data.length ?? 0)}
        onShowCompanies={() => target && showCompanies(target)}
      />
    </>
  );
};
