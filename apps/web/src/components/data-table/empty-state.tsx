import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

interface EmptyStateProps {
  message: ReactNode;
  /** A second line with a hint. */
  hint?: ReactNode;
  action?: ReactNode;
}

/** Shown instead of rows when a list has nothing to show. */
export const EmptyState = ({ message, hint, action }: EmptyStateProps) => (
  <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 6, px: 2, textAlign: 'center' }}>
    <Box
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        mb: 1,
      }}
    >
      <InboxOutlined aria-hidden sx={{ fontSize: 34, color: 'text.secondary' }} />
    </Box>
    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
      {message}
    </Typography>
    {hint ? (
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    ) : null}
    {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
  </Box>
);
