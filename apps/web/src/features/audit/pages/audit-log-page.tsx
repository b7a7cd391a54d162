import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@portal/contracts';
import { SearchField } from '../../../components/form/search-field';
import { SelectField } from '../../../components/form/select-field';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { auditLogQueryOptions } from '../api/audit-log-query';
import { AuditLogTable } from '../components/audit-log-table';
import { pagedListProps } from '../../../components/data-table/paged-list-props';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));
const SEARCH_DELAY_MS = 400;

/** Auditoria (admin `/auditoria`): who signed in, failed to, changed accounts, deleted or exported data. */
export const AuditLogPage = () => {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [search, setSearch] = useState('');
  const actor = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const paging = usePaging(`${action}|${actor}`);
  const query = useQuery(auditLogQueryOptions({ page: paging.page, action, actor }));
  const searching = search.trim() !== actor || (query.isFetching && actor !== '');

  return (
    <>
      <ListPageHeader
        title="Auditoria"
        description="Logins, falhas de login, alterações de contas, exclusões e exportações de dados: quem, quando e de onde."
      />
      <ListFilters>
        <SelectField
          label="Ação"
          value={action}
          onChange={(v) => setAction(v as AuditAction | '')}
          options={ACTION_OPTIONS}
          emptyOption="Todas as ações"
        />
        <SearchField
          label="Buscar por quem"
          value={search}
          onChange={setSearch}
          searching={searching}
          placeholder="E-mail ou RA"
        />
      </ListFilters>
      <AuditLogTable {...pagedListProps(query, paging)} filtered={action !== '' || actor !== ''} />
    </>
  );
};
