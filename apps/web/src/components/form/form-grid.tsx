import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface FormGridProps {
  children: ReactNode;
  /** Two columns on wide screens and one on phones, or always one. */
  columns?: 1 | 2;
}

const twoColumns = { xs: '1fr', sm: '1fr 1fr' } as const;

/** The body of a form dialog: its fields in a grid. */
export const FormGrid = ({ children, columns = 2 }: FormGridProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: columns === 2 ? twoColumns : undefined, gap: 2.5, pt: 1 }}>
    {children}
  </Box>
);

/** A field that takes the whole row of a two-column FormGrid. */
export const FullRow = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
