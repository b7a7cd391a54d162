import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddRounded from '@mui/icons-material/AddRounded';
import {
  DEADLINE_LIST_LABELS,
  DEADLINE_LISTS,
  type DeadlineList,
  INTERNSHIP_STATUS_LABELS,
  INTERNSHIP_STATUSES,
  internshipMessages,
  SIGNING_PARTY_LABELS,
  type InternshipStatus,
  capitalizeName,
} from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';
import { errorMessage } from '../../../lib/api-error';
import { internshipsQueryOptions } from '../api/internships-api';
import { formatDay, InternshipStatusChip } from '../components/internship-status';
import { DeadlineTable, useDeadlineCounts } from '../components/deadline-tabs';
import { useSession } from '../../../lib/session';

/**
 * `/estagios` (office and companies): the TCEs with counts by status, filtered by status and RA;
 * the office also has a tab per deadline list with its count (docs/spec/02-screens.md#internships).
 */
export const InternshipsPage = () => {
  const office = useSession()?.role === 'admin';
  const [tab, setTab] = useState<'all' | DeadlineList>('all');
  const deadlineCounts = useDeadlineCounts(office);
  const [status, setStatus] = useState<InternshipStatus | ''>('');
  const [ra, setRa] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(
    internshipsQueryOptions({ page, limit: 20, status: status || undefined, ra: ra.trim() || undefined }),
  );
  const counts = query.data?.counts;
  return (
    <>
      <ListPageHeader
        title="Estágios"
        description="Termos de compromisso de estágio (Lei 11.788/2008): rascunhos, assinaturas e estágios ativos."
        action={
          <Button variant="contained" startIcon={<AddRounded />} component={RouterLink} to="/estagios/novo">
            Novo termo de compromisso
          </Button>
        }
      />
      {office ? (
        <Tabs
          value={tab}
          onChange={(_, v: 'all' | DeadlineList) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Listas de estágios"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label="Todos os termos" />
          {DEADLINE_LISTS.map((l) => (
            <Tab key={l} value={l} label={`${DEADLINE_LIST_LABELS[l]} (${deadlineCounts?.[l] ?? '–'})`} />
          ))}
        </Tabs>
      ) : null}
      {tab !== 'all' ? <DeadlineTable key={tab} list={tab} /> : null}
      {tab === 'all' ? (
        <>
          <Box
            component="ul"
            aria-label="Estágios por situação"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}
          >
            {INTERNSHIP_STATUSES.map((s) => (
              <li key={s}>
                <Chip
                  label={`${INTERNSHIP_STATUS_LABELS[s]}: ${counts?.[s] ?? '–'}`}
                  color={status === s ? 'primary' : 'default'}
                  variant={status === s ? 'filled' : 'outlined'}
                  onClick={() => {
                    setStatus(status === s ? '' : s);
                    setPage(1);
                  }}
                  aria-pressed={status === s}
                />
              </li>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <TextField
              select
              size="small"
              label="Situação"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as InternshipStatus | '');
                setPage(1);
              }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">Todas</MenuItem>
              {INTERNSHIP_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {INTERNSHIP_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="RA do aluno"
              value={ra}
              onChange={(e) => {
                setRa(e.target.value);
                setPage(1);
              }}
            />
          </Box>
          {query.error ? (
            <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
          ) : null}
          {query.isPending ? <Skeleton variant="rounded" height={200} aria-label="Carregando estágios" /> : null}
          {query.data && query.data.data.length === 0 ? (
            <Alert severity="info">{internshipMessages.empty}</Alert>
          ) : null}
          {query.data && query.data.data.length > 0 ? (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Estágios">
                <TableHead>
                  <TableRow>
                    <TableCell>Aluno</TableCell>
                    <TableCell>Empresa</TableCell>
                    <TableCell>Período</TableCell>
                    <TableCell>Situação</TableCell>
                    <TableCell>Aguardando</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.data.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/estagios/${t.id}`} sx={standaloneLinkSx}>
                          {capitalizeName(t.student.name)}
                        </Link>{' '}
                        ({t.student.ra})
                      </TableCell>
                      <TableCell>{t.company.name}</TableCell>
                      <TableCell>
                        {formatDay(t.starts_on)} a {formatDay(t.ends_on)}
                      </TableCell>
                      <TableCell>
                        <InternshipStatusChip status={t.status} />
                      </TableCell>
                      <TableCell>{t.next_party ? SIGNING_PARTY_LABELS[t.next_party] : '–'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
          {query.data && query.data.meta.last_page > 1 ? (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={query.data.meta.last_page}
              onChange={(_, p) => setPage(p)}
              getItemAriaLabel={(type, p) =>
                type === 'page' ? `Página ${p}` : type === 'next' ? 'Próxima página' : 'Página anterior'
              }
            />
          ) : null}
        </>
      ) : null}
    </>
  );
};
