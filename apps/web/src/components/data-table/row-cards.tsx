import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DataColumn } from './types';

interface RowCardsProps<T> {
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  cardTitle: (row: T) => ReactNode;
  actions?: (row: T) => ReactNode;
}

/** The phone layout of a PagedTable: one card per row, values labelled by their column. */
export const RowCards = <T,>({ label, columns, rows, rowKey, cardTitle, actions }: RowCardsProps<T>) => (
  <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
    {rows.map((row) => (
      <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2, display: 'grid', gap: 1.25 }}>
        <Typography component="div" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {cardTitle(row)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
          {columns
            .filter((column) => !column.hideOnCard)
            .map((column) => (
              <Box key={column.id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'right' }}>
                  {column.cell(row)}
                </Typography>
              </Box>
            ))}
        </Box>
        {actions ? (
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'flex-end',
              flexWrap: 'wrap',
              gap: 0.5,
              borderTop: 1,
              borderColor: 'divider',
              pt: 1,
            }}
          >
            {actions(row)}
          </Box>
        ) : null}
      </Paper>
    ))}
  </Box>
);
