import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { errorMessage } from '../../lib/api-error';
import { EmptyState } from './empty-state';
import { RowCards } from './row-cards';
import { CardSkeletons, TableSkeletonRows } from './table-skeleton';
import type { DataColumn } from './types';
import { pageItemLabel } from './page-item-label';

export interface PagedTableProps<T> {
  /** Accessible name of the table (e.g. 'Lista de usuários'). */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** The first load: skeleton rows. */
  loading: boolean;
  /** A new page or filter loads while the previous rows stay: a thin progress bar. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage: ReactNode;
  emptyHint?: ReactNode;
  page: number;
  /** `meta.last_page` of the answer. */
  lastPage: number;
  total?: number;
  onPageChange: (page: number) => void;
  /** The 'Ações' cell of a row. */
  actions?: (row: T) => ReactNode;
  /** Title of the phone card; by default the first column's cell. */
  cardTitle?: (row: T) => ReactNode;
}

/**
 * A paged list: a table on tablets and desktops, cards on phones; skeleton while loading, an
 * empty state, an error with retry, and MUI Pagination driven by `meta.last_page`.
 */
export const PagedTable = <T,>(props: PagedTableProps<T>) => {
  const {
    label,
    columns,
    rows,
    rowKey,
    loading,
    fetching = false,
    error,
    onRetry,
    emptyMessage,
    emptyHint,
    page,
    lastPage,
    total,
    onPageChange,
    actions,
  } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const first = columns[0];
  const cardTitle = props.cardTitle ?? ((row: T) => first?.cell(row));
  const cardColumns = props.cardTitle ? columns : columns.map((c, i) => (i === 0 ? { ...c, hideOnCard: true } : c));
  const columnCount = columns.length + (actions ? 1 : 0);
  const hasRows = Boolean(rows && rows.length > 0);

  if (error && !hasRows) {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Tentar novamente
            </Button>
          ) : undefined
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }

  const empty = !loading && !hasRows ? <EmptyState message={emptyMessage} hint={emptyHint} /> : null;

  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading || fetching}>
      {fetching && !loading ? (
        <LinearProgress
          aria-label="Atualizando lista"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }}
        />
      ) : null}
      {phone ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {loading ? <CardSkeletons /> : null}
          {hasRows && rows ? (
            <RowCards
              label={label}
              columns={cardColumns}
              rows={rows}
              rowKey={rowKey}
              cardTitle={cardTitle}
              actions={actions}
            />
          ) : null}
          {empty ? <Paper variant="outlined">{empty}</Paper> : null}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table
            aria-label={label}
            sx={{ minWidth: 640, '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'action.hover' } }}
          >
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align} sx={{ width: c.width }}>
                    {c.header}
                  </TableCell>
                ))}
                {actions ? <TableCell align="right">Ações</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: fetching && !loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
              {loading ? <TableSkeletonRows columns={columnCount} /> : null}
              {rows?.map((row) => (
                <TableRow key={rowKey(row)} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  {columns.map((c) => (
                    <TableCell key={c.id} align={c.align}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                      {actions(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
              {empty ? (
                <TableRow>
                  <TableCell colSpan={columnCount} sx={{ borderBottom: 0 }}>
                    {empty}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {lastPage > 1 || (total !== undefined && total > 0) ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: { xs: 'center', sm: 'space-between' },
            flexWrap: 'wrap',
            gap: 1.5,
            mt: 2,
          }}
        >
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {total !== undefined ? `${total} ${total === 1 ? 'registro' : 'registros'} · ` : ''}Página{' '}
            {Math.min(page, Math.max(lastPage, 1))} de {Math.max(lastPage, 1)}
          </Typography>
          {lastPage > 1 ? (
            <Pagination
              count={lastPage}
              page={Math.min(page, lastPage)}
              onChange={(_, next) => onPageChange(next)}
              color="primary"
              shape="rounded"
              siblingCount={phone ? 0 : 1}
              getItemAriaLabel={pageItemLabel}
              aria-label="Paginação"
            />
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
};
