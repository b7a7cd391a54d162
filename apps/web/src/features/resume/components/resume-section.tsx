import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ResumeSectionProps {
  title: string;
  icon: ReactNode;
  /** The section's add button (owner only). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the resume (skills, experiences, events). */
export const ResumeSection = ({ title, icon, action, children }: ResumeSectionProps) => {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Typography id={headingId} variant="h2" sx={{ flex: 1, minWidth: 160 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
};

/** The line shown when a section has nothing (e.g. 'Nenhum evento encontrado'). */
export const SectionEmpty = ({ children }: { children: ReactNode }) => (
  <Typography
    role="status"
    color="text.secondary"
    sx={{ py: 2, px: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}
  >
    {children}
  </Typography>
);
