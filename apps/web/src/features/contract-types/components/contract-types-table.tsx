import type { ContractType } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { CrudRowActions } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { formatDateTime } from '../../../lib/format';
import { JobsCountChip } from './jobs-count-chip';

const COLUMNS: DataColumn<ContractType>[] = [
  { id: 'name', header: 'Nome', cell: (c) => c.name },
  { id: 'jobs', header: 'Vagas', cell: (c) => <JobsCountChip count={c.jobs_count} />, align: 'center', width: 140 },
  { id: 'updated', header: 'Atualizado em', cell: (c) => formatDateTime(c.updated_at), width: 180 },
];

export type ContractTypeAction = 'edit' | 'details' | 'delete';

interface ContractTypesTableProps extends PagedListProps<ContractType> {
  onAction: (action: ContractTypeAction, contractType: ContractType) => void;
}

/** Nome, Vagas, Atualizado em, Ações (docs/spec/02-screens.md#contract-types). */
export const ContractTypesTable = ({ onAction, ...table }: ContractTypesTableProps) => (
  <PagedTable
    label="Lista de tipos de contrato"
    columns={COLUMNS}
    rowKey={(c) => c.id}
    emptyMessage="Nenhum tipo de contrato cadastrado"
    emptyHint="Use “Adicionar tipo de contrato” para cadastrar o primeiro."
    actions={(c) => (
      <>
        <CrudRowActions
          name={c.name}
          onEdit={() => onAction('edit', c)}
          onDetails={() => onAction('details', c)}
          onDelete={() => onAction('delete', c)}
        />
      </>
    )}
    {...table}
  />
);
