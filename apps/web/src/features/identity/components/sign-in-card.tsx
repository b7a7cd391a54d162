import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../../components/brand-logo';

/** The frame of the sign-in steps that follow the sign-in screens (callback, code). */
export const SignInCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
      <BrandLogo />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Paper>
  </Box>
);
