import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * The resume's shape while it loads: the profile card and three sections. It fills the window, as
 * the resume will, so the footer below does not jump down when the resume arrives (layout shift).
 */
export const ResumeLoading = () => (
  <Box
    role="status"
    aria-label="Carregando currículo"
    sx={{ display: 'grid', gap: 3, alignContent: 'start', minHeight: '100dvh' }}
  >
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <Skeleton variant="circular" width={104} height={104} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="40%" height={40} />
        <Skeleton width="30%" />
      </Box>
    </Box>
    {Array.from({ length: 3 }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={140} />
    ))}
  </Box>
);
