import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { auditMessages, type AuditEntry } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import type { DataColumn, PagedListProps } from '../../../components/data-table/types';
import { actionLabel, actionTone, auditTime, targetKind, type ActionTone } from './audit-text';

const TONE_ICON: Record<ActionTone, typeof InfoOutlined> = {
  error: ErrorOutline,
  warning: DeleteOutline,
  success: CheckCircleOutline,
  default: InfoOutlined,
};

/** A main value with a quieter second line (the id, the browser). */
const TwoLines = ({ main, sub, title }: { main: string; sub?: string; title?: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {main || '—'}
    </Typography>
    {sub ? (
      <Typography
        variant="caption"
        color="text.secondary"
        title={title}
        sx={{ display: 'block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {sub}
      </Typography>
    ) : null}
  </Box>
);

const who = (e: AuditEntry) => (
  // A refused sign-in has nobody signed in: the label is what was typed.
  <TwoLines
    main={e.actor_label ?? ''}
    sub={
      e.actor_user_id === null
        ? e.action === 'login.failure'
          ? 'Login digitado'
          : 'Sem sessão'
        : `Usuário #${e.actor_user_id}`
    }
  />
);

const target = (e: AuditEntry) => {
  const kind = targetKind(e);
  return e.target_label ? <TwoLines main={e.target_label} sub={kind} /> : <TwoLines main={kind} />;
};

const COLUMNS: DataColumn<AuditEntry>[] = [
  {
    id: 'time',
    header: 'Data/hora',
    width: 190,
    cell: (e) => (
      <Box component="time" dateTime={e.created_at} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {auditTime(e.created_at)}
      </Box>
    ),
  },
  {
    id: 'action',
    header: 'Ação',
    cell: (e) => {
      const tone = actionTone(e.action);
      const Icon = TONE_ICON[tone];
      // Outlined, with the text in the body colour: white on a light red fails contrast in dark mode.
      return (
        <Chip
          size="small"
          variant="outlined"
          color={tone}
          icon={<Icon aria-hidden />}
          label={actionLabel(e.action)}
          sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
        />
      );
    },
  },
  { id: 'actor', header: 'Quem', cell: who },
  { id: 'target', header: 'Alvo', cell: target },
  {
    id: 'ip',
    header: 'Endereço IP',
    cell: (e) => <TwoLines main={e.ip ?? ''} sub={e.user_agent ?? undefined} title={e.user_agent ?? undefined} />,
  },
];

interface AuditLogTableProps extends PagedListProps<AuditEntry> {
  filtered: boolean;
}

/** Data/hora, Ação, Quem, Alvo, Endereço IP: newest first, ten a page. */
export const AuditLogTable = ({ filtered, ...table }: AuditLogTableProps) => (
  <PagedTable
    label="Registros de auditoria"
    columns={COLUMNS}
    rowKey={(e) => e.id}
    emptyMessage={auditMessages.empty}
    emptyHint={filtered ? 'Tente outra ação ou outra busca.' : undefined}
    cardTitle={(e) => `${actionLabel(e.action)} · ${auditTime(e.created_at)}`}
    {...table}
  />
);
