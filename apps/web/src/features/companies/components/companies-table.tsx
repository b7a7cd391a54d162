import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { Company } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { CrudRowActions, RowAction } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { CompanyIdentifier } from './company-identifier';

export type CompanyAction = 'jobs' | 'edit' | 'details' | 'delete';

const CompanyName = ({ company }: { company: Company }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
    <Avatar
      src={company.logo_image ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '1rem' }}
    >
      {company.name.charAt(0).toUpperCase()}
    </Avatar>
    <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {company.name}
    </Box>
  </Box>
);

const columns = (showRepresentative: boolean, onJobs: (c: Company) => void): DataColumn<Company>[] => [
  { id: 'name', header: 'Nome Fantasia', cell: (c) => <CompanyName company={c} /> },
  { id: 'identifier', header: 'CNPJ / Registro Profissional', cell: (c) => <CompanyIdentifier company={c} /> },
  {
    id: 'jobs',
    header: 'Vagas',
    align: 'center',
    width: 96,
    cell: (c) => (
      <Chip
        size="small"
        label={c.jobs_count}
        color={c.jobs_count > 0 ? 'primary' : 'default'}
        variant={c.jobs_count > 0 ? 'filled' : 'outlined'}
        onClick={() => onJobs(c)}
        aria-label={`${c.jobs_count} ${c.jobs_count === 1 ? 'vaga' : 'vagas'} de ${c.name}`}
      />
    ),
  },
  ...(showRepresentative ? [{ id: 'representative', header: 'Representante', cell: (c: Company) => c.user.name }] : []),
];

interface CompaniesTableProps extends PagedListProps<Company> {
  onAction: (action: CompanyAction, company: Company) => void;
  showRepresentative: boolean;
  /** Edit and delete are off (inactive representative). */
  readOnly: boolean;
  filtered: boolean;
}

/** Companies with their identifier and vacancies count (docs/spec/02-screens.md#companies). */
export const CompaniesTable = ({ onAction, showRepresentative, readOnly, filtered, ...table }: CompaniesTableProps) => (
  <PagedTable
    label="Lista de empresas"
    columns={columns(showRepresentative, (c) => onAction('jobs', c))}
    rowKey={(c) => c.id}
    emptyMessage="Nenhuma empresa encontrada"
    emptyHint={
      filtered ? 'Este representante ainda não tem empresas.' : 'Use “Adicionar empresa” para cadastrar a primeira.'
    }
    actions={(c) => (
      <>
        <RowAction
          label="Ver vagas"
          icon={<WorkOutlineOutlined fontSize="small" />}
          onClick={() => onAction('jobs', c)}
        />
        <CrudRowActions
          onEdit={() => onAction('edit', c)}
          onDetails={() => onAction('details', c)}
          onDelete={() => onAction('delete', c)}
          readOnly={readOnly}
        />
      </>
    )}
    {...table}
  />
);
