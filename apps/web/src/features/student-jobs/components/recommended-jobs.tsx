import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StudentJob } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { recommendedJobsQueryOptions } from '../api/recommended-jobs-query';
import { JobCard } from './job-card';
import type { JobCardHandlers, JobCardState } from './job-card-actions';
import { JobCardSkeleton } from './job-card-skeleton';
import { JobCarousel } from './job-carousel';
import { RetryAlert } from '../../../components/retry-alert';

const SIZE = 8;

interface RecommendedJobsProps {
  stateOf: (job: StudentJob) => JobCardState;
  handlersFor: (job: StudentJob) => JobCardHandlers;
}

/**
 * 'Vagas para você' on the home, above the newest jobs: cards with the reasons they are shown.
 * Without skills or experiences on the resume, says so and links to it.
 */
export const RecommendedJobs = ({ stateOf, handlersFor }: RecommendedJobsProps) => {
  const headingId = useId();
  const session = useSession();
  const query = useQuery(recommendedJobsQueryOptions(SIZE));
  const jobs = query.data?.data ?? [];
  const resumeLink = session?.student_id ? `/curriculum/${session.student_id}` : null;

  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
  const hint =
    query.data && !query.data.meta.resume ? (
      <Alert severity="info">
        Complete seu currículo com habilidades e experiências para receber vagas que combinam com você.{' '}
        {resumeLink ? (
          <Link component={RouterLink} to={resumeLink}>
            Completar currículo
          </Link>
        ) : null}
      </Alert>
    ) : null;
  if (query.isSuccess && jobs.length === 0) return hint;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {hint}
      <JobCarousel title="Vagas para você" headingId={headingId}>
        {query.isPending
          ? Array.from({ length: 4 }, (_, i) => <JobCardSkeleton key={i} />)
          : jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                variant="grid"
                state={stateOf(job)}
                handlers={handlersFor(job)}
                note={
                  <Box component="ul" aria-label={`Por que ${job.title}`} sx={{ m: 0, pl: 2.5 }}>
                    {job.reasons.map((r) => (
                      <Typography key={r} component="li" variant="body2" color="text.secondary">
                        {r}
                      </Typography>
                    ))}
                  </Box>
                }
              />
            ))}
      </JobCarousel>
    </Box>
  );
};
