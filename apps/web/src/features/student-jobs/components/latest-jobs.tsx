import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import type { StudentJob } from '@portal/contracts';
import { EmptyState } from '../../../components/data-table/empty-state';
import { errorMessage } from '../../../lib/api-error';
import { studentJobsQueryOptions } from '../api/student-jobs-query';
import { JobCard } from './job-card';
import type { JobCardHandlers, JobCardState } from './job-card-actions';
import { JobCardSkeleton } from './job-card-skeleton';
import { JobCarousel } from './job-carousel';
import { RetryAlert } from '../../../components/retry-alert';

/** How many of the newest jobs the carousel holds. */
const CAROUSEL_SIZE = 12;

interface LatestJobsProps {
  stateOf: (job: StudentJob) => JobCardState;
  handlersFor: (job: StudentJob) => JobCardHandlers;
}

/** The home without a search: the newest open jobs in the carousel. */
export const LatestJobs = ({ stateOf, handlersFor }: LatestJobsProps) => {
  const headingId = useId();
  const query = useQuery(studentJobsQueryOptions({ title: '', state: '', city: '', page: 1 }, CAROUSEL_SIZE));
  const jobs = query.data?.data ?? [];

  if (query.isError && !query.data) {
    return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
  }
  if (query.isSuccess && jobs.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState
          message="Nenhuma vaga aberta no momento"
          hint="Novas vagas das empresas parceiras aparecerão aqui."
        />
      </Paper>
    );
  }
  return (
    <JobCarousel title="Vagas mais recentes" headingId={headingId}>
      {query.isPending
        ? Array.from({ length: 4 }, (_, i) => <JobCardSkeleton key={i} />)
        : jobs.map((job) => (
            <JobCard key={job.id} job={job} variant="grid" state={stateOf(job)} handlers={handlersFor(job)} />
          ))}
    </JobCarousel>
  );
};
