import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { jobMessages } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { jobQueryOptions } from '../../../lib/job-query';
import { ApplicationsList } from '../components/applications-list';
import { BackButton } from '../components/back-button';
import { JobSummary } from '../components/job-summary';
import { RetryAlert } from '../../../components/retry-alert';

const MAX_ID = 2_147_483_647;

/** `/candidaturas/:id` (id is a job id): the job in the header, its candidates below. */
export const JobApplicationsPage = () => {
  const raw = Number(useParams()['id']);
  const id = Number.isInteger(raw) && raw > 0 && raw <= MAX_ID ? raw : 0;
  const job = useQuery({ ...jobQueryOptions(id), enabled: id > 0 });
  const missing = id === 0 || (isApiError(job.error) && job.error.status === 404);

  return (
    <>
      <BackButton fallback="/vagas" />
      <ListPageHeader title="Candidaturas" description="Escolha o candidato contratado e avise os candidatos do resultado por e-mail." />
      {missing ? (
        <Alert severity="warning">{jobMessages.notFound}</Alert>
      ) : job.error ? (
        <RetryAlert onRetry={() => void job.refetch()}>
          {errorMessage(job.error)}
        </RetryAlert>
      ) : job.data ? (
        <JobSummary job={job.data} />
      ) : (
        <Skeleton variant="rounded" height={232} sx={{ mb: 3 }} aria-label="Carregando vaga" />
      )}
      {missing || (isApiError(job.error) && job.error.status === 403) ? null : <ApplicationsList jobId={id} />}
    </>
  );
};
