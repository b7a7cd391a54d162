import Box from '@mui/material/Box';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { applicationMessages, type Application } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { RowAction } from '../../../components/data-table/row-action';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import {
  candidateName,
  EmailLink,
  RaCell,
  JobCell,
  NameCell,
  PhoneCell,
  ResumeLink,
  VideoButton,
} from './application-cells';
import { NotifiedCheckbox } from './notified-checkbox';

export type ApplicationAction = 'video' | 'delete';

interface ApplicationsTableProps extends PagedListProps<Application> {
  /** On `/candidaturas` the Vaga column shows each job; on `/candidaturas/:id` the header does. */
  showJob: boolean;
  onAction: (action: ApplicationAction, application: Application) => void;
  searching: boolean;
}

const columns = (showJob: boolean, onAction: ApplicationsTableProps['onAction']): DataColumn<Application>[] => [
  { id: 'id', header: 'Cód.', cell: (a) => a.id, width: 64 },
  ...(showJob ? [{ id: 'job', header: 'Vaga', cell: (a: Application) => <JobCell a={a} /> }] : []),
  { id: 'ra', header: 'RA', cell: (a) => <RaCell a={a} /> },
  { id: 'name', header: 'Nome', cell: (a) => <NameCell a={a} />, hideOnCard: true, width: 140 },
  { id: 'resume', header: 'Currículo', cell: (a) => <ResumeLink a={a} />, align: 'center' },
  {
    id: 'video',
    header: 'Vídeo de apresentação',
    cell: (a) => <VideoButton a={a} onOpen={() => onAction('video', a)} />,
    align: 'center',
    width: 96,
  },
  { id: 'email', header: 'E-mail', cell: (a) => <EmailLink a={a} /> },
  { id: 'phone', header: 'Telefone', cell: (a) => <PhoneCell a={a} /> },
  {
    id: 'notified',
    header: 'Notificado',
    cell: (a) => <NotifiedCheckbox notifiedAt={a.notified_at} name={candidateName(a)} />,
    align: 'center',
  },
];

/** Ten columns fit beside the menu: narrower cell padding, headers may wrap. */
const COMPACT = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
  '& th.MuiTableCell-head': { whiteSpace: 'normal', lineHeight: 1.3, fontSize: '0.8125rem' },
} as const;

/** docs/spec/02-screens.md#applications-staff-view: the candidates as a table (cards on phones). */
export const ApplicationsTable = ({ showJob, onAction, searching, ...table }: ApplicationsTableProps) => (
  <Box sx={COMPACT}>
    <PagedTable
      label="Lista de candidaturas"
      columns={columns(showJob, onAction)}
      rowKey={(a) => a.id}
      cardTitle={(a) => <NameCell a={a} />}
      emptyMessage={applicationMessages.empty}
      emptyHint={searching ? 'Tente outro nome.' : undefined}
      actions={(a) => (
        <RowAction
          label={`Remover candidatura de ${candidateName(a)}`}
          icon={<DeleteOutline fontSize="small" />}
          onClick={() => onAction('delete', a)}
          color="error"
        />
      )}
      {...table}
    />
  </Box>
);
