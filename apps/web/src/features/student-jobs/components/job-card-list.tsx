import Box from '@mui/material/Box';
import type { StudentJob } from '@portal/contracts';
import { JobCard, type JobCardVariant } from './job-card';
import type { JobCardHandlers, JobCardState } from './job-card-actions';

interface JobCardListProps {
  label: string;
  jobs: readonly StudentJob[];
  variant: JobCardVariant;
  stateOf: (job: StudentJob) => JobCardState;
  handlersFor: (job: StudentJob) => JobCardHandlers;
  busy?: boolean;
}

/** Job cards as a list (one per row) or a responsive grid. */
export const JobCardList = ({ label, jobs, variant, stateOf, handlersFor, busy = false }: JobCardListProps) => (
  <Box
    role="list"
    aria-label={label}
    aria-busy={busy}
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns:
        variant === 'list' ? '1fr' : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      opacity: busy ? 0.6 : 1,
      transition: 'opacity 150ms',
    }}
  >
    {jobs.map((job) => (
      <JobCard key={job.id} job={job} variant={variant} state={stateOf(job)} handlers={handlersFor(job)} />
    ))}
  </Box>
);
