import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** A row of an import's preview or report, as the API answers it. */
export interface CsvRow<S extends string> {
  line: number;
  ra: string;
  status: S;
  errors: readonly string[];
}

export interface CsvColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  align?: TableCellProps['align'];
  /** Long values (e-mails, names) break anywhere. */
  wrap?: boolean;
}

export interface CsvRowsTableProps<S extends string, R extends CsvRow<S>> {
  rows: readonly R[];
  /** Accessible name, e.g. 'Prévia da importação'. */
  label: string;
  /** The columns between 'Linha' and 'Situação'. */
  columns: readonly CsvColumn<R>[];
  statuses: Record<S, { label: string; color: 'success' | 'error' | 'warning' }>;
  /** A phone's card for one row, under 'Linha N · RA ...'. */
  card: (row: R) => ReactNode;
  /** The line under a list cut at `shown` rows. */
  cutNote: (shown: number, total: number) => string;
  maxHeight?: number;
}

/** The situations every import's rows share; each import adds its own for a written row. */
export const IMPORT_ROW_STATUSES = {
  valid: { label: 'Pronta', color: 'success' },
  invalid: { label: 'Com erro', color: 'error' },
  skipped: { label: 'Ignorada', color: 'warning' },
} as const;

/** Rows drawn at once; a file may hold thousands. */
export const SHOWN_ROWS = 200;

// The default error red stays under 4.5:1 on dark paper: a lighter red there, a darker one in light mode.
const errorText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;

const Situation = <S extends string>({
  row,
  statuses,
}: {
  row: CsvRow<S>;
  statuses: CsvRowsTableProps<S, CsvRow<S>>['statuses'];
}) => (
  <>
    <Chip
      size="small"
      variant="outlined"
      color={statuses[row.status].color}
      label={statuses[row.status].label}
      sx={row.errors.length ? { '& .MuiChip-label': { color: errorText } } : undefined}
    />
    {row.errors.map((e) => (
      <Typography key={e} variant="caption" component="div" sx={{ mt: 0.5, color: errorText }}>
        {e}
      </Typography>
    ))}
  </>
);

/** The file's rows with their situation and errors, problem rows marked; a switch keeps only those. */
export const CsvRowsTable = <S extends string, R extends CsvRow<S>>({
  rows,
  label,
  columns,
  statuses,
  card,
  cutNote,
  maxHeight = 360,
}: CsvRowsTableProps<S, R>) => {
  const problems = rows.filter((r) => r.errors.length > 0);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const list = onlyProblems ? problems : rows;
  const shown = list.slice(0, SHOWN_ROWS);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {problems.length > 0 && problems.length < rows.length ? (
        <FormControlLabel
          control={<Switch checked={onlyProblems} onChange={(_, v) => setOnlyProblems(v)} />}
          label={`Mostrar só as linhas com erro (${problems.length})`}
        />
      ) : null}
      {phone ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((r) => (
            <Box
              component="li"
              key={r.line}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}
            >
              <Typography variant="caption" color="text.secondary">
                Linha {r.line} · RA {r.ra || '—'}
              </Typography>
              {card(r)}
              <Situation row={r} statuses={statuses} />
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>RA</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align}>
                    {c.header}
                  </TableCell>
                ))}
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow
                  key={r.line}
                  sx={
                    r.errors.length
                      ? { bgcolor: (t) => (t.palette.mode === 'dark' ? 'transparent' : t.palette.action.hover) }
                      : undefined
                  }
                >
                  <TableCell>{r.line}</TableCell>
                  <TableCell>{r.ra || '—'}</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.header} align={c.align} sx={c.wrap ? { overflowWrap: 'anywhere' } : undefined}>
                      {c.cell(r)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ minWidth: 160 }}>
                    <Situation row={r} statuses={statuses} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.length > SHOWN_ROWS ? (
        <Typography variant="caption" color="text.secondary">
          {cutNote(SHOWN_ROWS, list.length)}
        </Typography>
      ) : null}
    </Box>
  );
};
