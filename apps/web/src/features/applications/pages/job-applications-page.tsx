import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { jobMessages } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { lazyFrom } from '../../../lib/preloadable';
import { jobSummaryQueryOptions } from '../api/job-summary-query';
import { BackButton } from '../components/back-button';
import { JobSummary } from '../components/job-summary';
import { boardModule, jobIdOf, listModule } from './job-applications-prefetch';
import { RetryAlert } from '../../../components/retry-alert';

// Each view's code comes with the view shown (the route's loader waits for it beside the page's).
const PipelineBoard = lazyFrom(boardModule, (m) => m.PipelineBoard);
const ApplicationsList = lazyFrom(listModule, (m) => m.ApplicationsList);

/**
 * `/candidaturas/:id` (id is a job id): the job in the header, its candidates below as the hiring
 * board ('Quadro', `?visao=quadro`, docs/decisions/011-hiring-pipeline.md) or the spec's table ('Lista').
 */
export const JobApplicationsPage = () => {
  const id = jobIdOf(useParams()['id']);
  const job = useQuery({ ...jobSummaryQueryOptions(id), enabled: id > 0 });
  const missing = id === 0 || (isApiError(job.error) && job.error.status === 404);
  const [search, setSearch] = useSearchParams();
  // The spec's table stays the default (large jobs, existing habits); the board is one click away.
  const view = search.get('visao') === 'quadro' ? 'quadro' : 'lista';

  return (
    <>
      <BackButton fallback="/vagas" />
      <ListPageHeader
        title="Candidaturas"
        description="Escolha o candidato contratado e avise os candidatos do resultado por e-mail."
      />
      {missing ? (
        <Alert severity="warning">{jobMessages.notFound}</Alert>
      ) : job.error ? (
        <RetryAlert onRetry={() => void job.refetch()}>{errorMessage(job.error)}</RetryAlert>
      ) : job.data ? (
        <JobSummary job={job.data} />
      ) : (
        <Skeleton variant="rounded" height={232} sx={{ mb: 3 }} aria-label="Carregando vaga" />
      )}
      {missing || (isApiError(job.error) && job.error.status === 403) ? null : (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, v: string | null) =>
              v && setSearch(v === 'quadro' ? { visao: 'quadro' } : {}, { replace: true })
            }
            aria-label="Visualização"
            sx={{ mb: 2 }}
          >
            <ToggleButton value="quadro">
              <ViewKanbanOutlined fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
              Quadro
            </ToggleButton>
            <ToggleButton value="lista">
              <ViewListOutlined fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
              Lista
            </ToggleButton>
          </ToggleButtonGroup>
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Carregando candidaturas" />}>
            {view === 'lista' ? (
              <ApplicationsList jobId={id} />
            ) : (
              <PipelineBoard jobId={id} internship={job.data?.contract_type?.name === 'Estágio'} />
            )}
          </Suspense>
        </>
      )}
    </>
  );
};
