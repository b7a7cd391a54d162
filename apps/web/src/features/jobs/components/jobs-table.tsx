import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { JOB_STATUS, type Job } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { CrudRowActions } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { JobStatusChip } from './job-status-chip';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';

export type JobAction = 'edit' | 'details' | 'delete';

/** 'Campinas - SP' (docs/spec/02-screens.md#jobs: Local is city - state). */
export const jobPlace = (job: Pick<Job, 'city' | 'state'>): string => [job.city, job.state].filter(Boolean).join(' - ');

const COLUMNS: DataColumn<Job>[] = [
  {
    id: 'title',
    header: 'Título',
    cell: (j) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={`/candidaturas/${j.id}`} sx={{ ...standaloneLinkSx, fontWeight: 600 }}>
          {j.title}
        </Link>
        {j.status === JOB_STATUS.closed ? <JobStatusChip status={j.status} /> : null}
      </Box>
    ),
  },
  { id: 'applications', header: 'Candidaturas', cell: (j) => j.applications_count, align: 'center', width: 120 },
  { id: 'company', header: 'Empresa', cell: (j) => j.company.name },
  { id: 'place', header: 'Local', cell: (j) => jobPlace(j) },
  { id: 'area', header: 'Área', cell: (j) => j.area ?? '—' },
];

interface JobsTableProps extends PagedListProps<Job> {
  onAction: (action: JobAction, job: Job) => void;
  readOnly: boolean;
  filtered: boolean;
}

/** Título, Candidaturas, Empresa, Local, Área, Ações (docs/spec/02-screens.md#jobs). */
export const JobsTable = ({ onAction, readOnly, filtered, ...table }: JobsTableProps) => (
  <PagedTable
    label="Vagas cadastradas"
    columns={COLUMNS}
    rowKey={(j) => j.id}
    emptyMessage="Nenhuma vaga encontrada"
    emptyHint={filtered ? 'Esta empresa ainda não tem vagas.' : 'Use “ADICIONAR VAGA” para publicar a primeira.'}
    actions={(j) => (
      <>
        <CrudRowActions
          onEdit={() => onAction('edit', j)}
          onDetails={() => onAction('details', j)}
          onDelete={() => onAction('delete', j)}
          readOnly={readOnly}
        />
      </>
    )}
    {...table}
  />
);
