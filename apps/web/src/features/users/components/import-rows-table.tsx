import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { StudentImportResult } from '@portal/contracts';

type Row = StudentImportResult['rows'][number];

const STATUS: Record<Row['status'], { label: string; color: 'success' | 'error' | 'warning' }> = {
  valid: { label: 'Pronta', color: 'success' },
  invalid: { label: 'Com erro', color: 'error' },
  created: { label: 'Cadastrado', color: 'success' },
  skipped: { label: 'Ignorada', color: 'warning' },
};

/** Rows drawn at once; a file may hold 5000. */
const SHOWN = 200;

interface ImportRowsTableProps {
  rows: readonly Row[];
  /** Accessible name, e.g. 'Prévia da importação'. */
  label: string;
}

// The default error red stays under 4.5:1 on the dark dialog: a lighter red there, a darker one in light mode.
const errorText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;

const Situation = ({ row }: { row: Row }) => (
  <>
    <Chip
      size="small"
      variant="outlined"
      color={STATUS[row.status].color}
      label={STATUS[row.status].label}
      sx={row.status === 'invalid' ? { '& .MuiChip-label': { color: errorText } } : undefined}
    />
    {row.errors.map((e) => (
      <Typography key={e} variant="caption" component="div" sx={{ mt: 0.5, color: errorText }}>
        {e}
      </Typography>
    ))}
  </>
);

/** Phones: one card per row instead of a six-column table. */
const RowCards = ({ rows, label }: { rows: readonly Row[]; label: string }) => (
  <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
    {rows.map((r) => (
      <Box
        component="li"
        key={r.line}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}
      >
        <Typography variant="caption" color="text.secondary">
          Linha {r.line} · RA {r.ra || '—'}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{r.name || '—'}</Typography>
        <Typography variant="body2">{r.email || '—'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {r.course || '—'}
        </Typography>
        <Situation row={r} />
      </Box>
    ))}
  </Box>
);

/** The file's rows with their situation and errors; a switch keeps only the problem rows. */
export const ImportRowsTable = ({ rows, label }: ImportRowsTableProps) => {
  const problems = rows.filter((r) => r.errors.length > 0);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const list = onlyProblems ? problems : rows;
  const shown = list.slice(0, SHOWN);
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
        <RowCards rows={shown} label={label} />
      ) : (
        <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>RA</TableCell>
                <TableCell>Nome</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Curso</TableCell>
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
                  <TableCell>{r.name || '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email || '—'}</TableCell>
                  <TableCell>{r.course || '—'}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Situation row={r} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.length > SHOWN ? (
        <Typography variant="caption" color="text.secondary">
          Mostrando {SHOWN} de {list.length} linhas.
        </Typography>
      ) : null}
    </Box>
  );
};
