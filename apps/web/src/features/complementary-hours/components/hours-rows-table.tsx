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
import type { ComplementaryImportResult } from '@portal/contracts';

type Row = ComplementaryImportResult['rows'][number];

const STATUS: Record<Row['status'], { label: string; color: 'success' | 'error' | 'warning' }> = {
  valid: { label: 'Pronta', color: 'success' },
  invalid: { label: 'Com erro', color: 'error' },
  saved: { label: 'Gravada', color: 'success' },
  skipped: { label: 'Ignorada', color: 'warning' },
};

/** Rows drawn at once; a file may hold 20,000. */
const SHOWN = 200;

const hours = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('pt-BR')} h`);

// The default error red stays under 4.5:1 on dark paper: a lighter red there, a darker one in light mode.
const errorText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;

const Situation = ({ row }: { row: Row }) => (
  <>
    <Chip
      size="small"
      variant="outlined"
      color={STATUS[row.status].color}
      label={STATUS[row.status].label}
      sx={row.errors.length ? { '& .MuiChip-label': { color: errorText } } : undefined}
    />
    {row.errors.map((e) => (
      <Typography key={e} variant="caption" component="div" sx={{ mt: 0.5, color: errorText }}>
        {e}
      </Typography>
    ))}
  </>
);

/** The file's rows with their situation and errors; a switch keeps only the problem rows. */
export const HoursRowsTable = ({ rows, label }: { rows: readonly Row[]; label: string }) => {
  const problems = rows.filter((r) => r.errors.length > 0);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const shown = (onlyProblems ? problems : rows).slice(0, SHOWN);
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
              <Typography sx={{ fontWeight: 600 }}>{r.descricao || '—'}</Typography>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {hours(r.carga_horaria_aproveitada)} de {hours(r.carga_horaria_maxima)}
              </Typography>
              <Situation row={r} />
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>Linha</TableCell>
                <TableCell>RA</TableCell>
                <TableCell>Modalidade</TableCell>
                <TableCell align="right">Aproveitada</TableCell>
                <TableCell align="right">Máxima</TableCell>
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow key={r.line}>
                  <TableCell>{r.line}</TableCell>
                  <TableCell>{r.ra || '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.descricao || '—'}</TableCell>
                  <TableCell align="right">{hours(r.carga_horaria_aproveitada)}</TableCell>
                  <TableCell align="right">{hours(r.carga_horaria_maxima)}</TableCell>
                  <TableCell>
                    <Situation row={r} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(onlyProblems ? problems : rows).length > SHOWN ? (
        <Typography variant="body2" color="text.secondary">
          Mostrando as primeiras {SHOWN} linhas.
        </Typography>
      ) : null}
    </Box>
  );
};
