import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  capitalizeName,
  deadlineMessages,
  type DeadlineCounts,
  type DeadlineList,
  type DeadlineRow,
} from '@portal/contracts';
import { RetryAlert } from '../../../components/retry-alert';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';
import { errorMessage } from '../../../lib/api-error';
import { deadlinesQueryOptions } from '../api/internships-api';
import { formatDay } from './internship-status';

const DATE_LABEL: Record<DeadlineList, string> = {
  overdue_reports: 'Venceu em',
  ending_soon: 'Termina em',
  past_two_years: 'Passa de 2 anos em',
  agreements_expiring: 'Vence em',
};

const when = (r: DeadlineRow) => (r.days < 0 ? `há ${-r.days} dia(s)` : r.days === 0 ? 'hoje' : `em ${r.days} dia(s)`);

/** The office's deadline list of a tab: students and companies, or convênios, by date. */
export const DeadlineTable = ({ list }: { list: DeadlineList }) => {
  const [page, setPage] = useState(1);
  const query = useQuery(deadlinesQueryOptions({ list, page, limit: 20 }));
  if (query.error) return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
  if (!query.data) return <Skeleton variant="rounded" height={200} aria-label="Carregando prazos" />;
  if (query.data.data.length === 0) return <Alert severity="success">{deadlineMessages.empty}</Alert>;
  const agreements = list === 'agreements_expiring';
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Prazos">
          <TableHead>
            <TableRow>
              <TableCell>{agreements ? 'Convênio' : 'Aluno'}</TableCell>
              <TableCell>Empresa</TableCell>
              <TableCell>{DATE_LABEL[list]}</TableCell>
              <TableCell>Prazo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.data.map((r) => (
              <TableRow key={`${r.internship_id ?? ''}-${r.agreement_id ?? ''}-${r.date}`}>
                <TableCell>
                  {r.internship_id ? (
                    <>
                      <Link component={RouterLink} to={`/estagios/${r.internship_id}`} sx={standaloneLinkSx}>
                        {capitalizeName(r.student_name ?? '')}
                      </Link>{' '}
                      ({r.student_ra})
                    </>
                  ) : (
                    r.agreement_number
                  )}
                </TableCell>
                <TableCell>{r.company_name}</TableCell>
                <TableCell>{formatDay(r.date)}</TableCell>
                <TableCell sx={{ color: r.days < 0 ? 'error.main' : undefined }}>{when(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {query.data.meta.last_page > 1 ? (
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
  );
};

/** Every list's count, for the tabs' labels (the first list's page comes with it). */
export const useDeadlineCounts = (enabled: boolean): DeadlineCounts | undefined =>
  useQuery({ ...deadlinesQueryOptions({ list: 'overdue_reports', page: 1, limit: 20 }), enabled }).data?.counts;
