import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useResizeObserver } from 'use-resize-observer';

export interface ChartTable {
  columns: ReadonlyArray<{ label: string; numeric?: boolean }>;
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

interface ChartPanelProps {
  title: string;
  /** One or two sentences that say what the chart shows: read aloud, and shown above it. */
  summary: string;
  table: ChartTable;
  /** The chart's height in pixels: kept for the figure while its width is not yet known. */
  height: number;
  /** The chart at the figure's width and the panel's height. */
  children: (size: { width: number; height: number }) => ReactNode;
}

/** A chart with its text summary and the same figures as a table (a toggle between the two). */
export const ChartPanel = ({ title, summary, table, height, children }: ChartPanelProps) => {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const id = useId();
  const empty = table.rows.length === 0;
  // The chart gets its width from here, not from measuring itself: a chart without a width reads
  // its container's computed style in a layout effect and renders again at once, and five of them
  // in turn made the page lay out again and again on its first load (docs/decisions/013).
  const { ref, width } = useResizeObserver<HTMLElement>({ box: 'content-box', round: Math.floor });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
          aria-label={`Ver ${title} como`}
        >
          <ToggleButton value="chart">Gráfico</ToggleButton>
          <ToggleButton value="table">Tabela</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      {empty ? null : view === 'chart' ? (
        <Box component="figure" ref={ref} aria-label={summary} sx={{ m: 0, mt: 1, minHeight: height }}>
          {width ? children({ width, height }) : null}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {table.columns.map((c) => (
                  <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, i) => (
                <TableRow key={i}>
                  {row.map((cell, j) => (
                    <TableCell key={j} align={table.columns[j]?.numeric ? 'right' : 'left'}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
};
