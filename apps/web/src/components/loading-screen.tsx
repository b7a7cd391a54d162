import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centred spinner while a route set or page chunk loads. */
export const LoadingScreen = ({ fullHeight = true }: { fullHeight?: boolean }) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '100dvh' : 240, width: '100%' }}
  >
    <CircularProgress aria-label="Carregando" />
  </Box>
);
