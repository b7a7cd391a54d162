import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeading } from './page-heading';

interface ListPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The main action, e.g. the 'Adicionar Usuário' button. */
  action?: ReactNode;
}

/** A list screen's h1, a short description and its main action on the right (below on phones). */
export const ListPageHeader = ({ title, description, action }: ListPageHeaderProps) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: { xs: 'stretch', sm: 'flex-end' },
      justifyContent: 'space-between',
      flexDirection: { xs: 'column', sm: 'row' },
      gap: 2,
      mb: 3,
      '& h1': { mb: 0.5 },
    }}
  >
    <Box sx={{ minWidth: 0 }}>
      <PageHeading>{title}</PageHeading>
      {description ? <Typography color="text.secondary">{description}</Typography> : null}
    </Box>
    {action ? (
      <Box sx={{ flexShrink: 0, display: 'flex', '& > *': { flex: { xs: 1, sm: 'none' } } }}>{action}</Box>
    ) : null}
  </Box>
);

/** The filter bar above a list: fields side by side, stacked on phones. */
export const ListFilters = ({ children }: { children: ReactNode }) => (
  <Box
    role="search"
    sx={{
      display: 'flex',
      flexDirection: { xs: 'column', sm: 'row' },
      // In rem, so that enlarged text wraps the filters onto more rows instead of cutting their labels.
      flexWrap: 'wrap',
      gap: 2,
      mb: 2.5,
      '& > *': { flex: { sm: '1 1 12rem' }, minWidth: 0, maxWidth: { sm: '30rem' } },
    }}
  >
    {children}
  </Box>
);
