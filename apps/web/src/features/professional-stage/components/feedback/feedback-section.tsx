import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of the feedback view ('Critérios avaliados', 'Tom do discurso', ...). */
export const FeedbackSection = ({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) => (
  <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
    <Box>
      <Typography id={id} component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
    {children}
  </Box>
);
