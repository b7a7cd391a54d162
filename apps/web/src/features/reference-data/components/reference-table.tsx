import Chip from '@mui/material/Chip';
import type { ReferenceItem } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { CrudRowActions } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { formatDateTime } from '../../../lib/format';
import type { KindText } from './reference-kinds';

export type ReferenceAction = 'edit' | 'delete';

interface ReferenceTableProps extends PagedListProps<ReferenceItem> {
  text: KindText;
  searching: boolean;
  onAction: (action: ReferenceAction, item: ReferenceItem) => void;
}

const columns = (text: KindText): DataColumn<ReferenceItem>[] => [
  { id: 'name', header: 'Nome', cell: (i) => i.name },
  { id: 'in_use', header: `Em uso (${text.usedBy})`, cell: (i) => i.in_use, align: 'center', width: 170 },
  {
    id: 'status',
    header: 'Situação',
    width: 200,
    cell: (i) =>
      i.retired_at ? (
        <Chip size="small" variant="outlined" label={`Desativado em ${formatDateTime(i.retired_at)}`} />
      ) : (
        <Chip size="small" color="success" variant="outlined" label="Ativo" />
      ),
  },
];

/** Nome, Em uso, Situação, Ações: one kind of reference data, paged. */
export const ReferenceTable = ({ text, searching, onAction, ...table }: ReferenceTableProps) => (
  <PagedTable
    label={text.list}
    columns={columns(text)}
    rowKey={(i) => i.id}
    emptyMessage={text.empty}
    emptyHint={searching ? 'Tente outro termo de busca.' : `Use “${text.add}” para cadastrar.`}
    actions={(i) => (
      <>
        <CrudRowActions name={i.name} onEdit={() => onAction('edit', i)} onDelete={() => onAction('delete', i)} />
      </>
    )}
    {...table}
  />
);
