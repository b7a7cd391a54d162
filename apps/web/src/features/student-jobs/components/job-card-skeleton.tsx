import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a job card while the list loads. */
export const JobCardSkeleton = () => (
  <Card variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-hidden>
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="80%" height={24} />
        <Skeleton width="50%" />
      </Box>
    </Box>
    <Box>
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </Box>
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Skeleton variant="rounded" height={36} sx={{ flex: 1 }} />
      <Skeleton variant="rounded" height={36} sx={{ flex: 1 }} />
    </Box>
  </Card>
);
