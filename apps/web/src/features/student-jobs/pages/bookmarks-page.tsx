import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bookmarkMessages } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { StudentTermsGate } from '../../../components/student-terms/student-terms-gate';
import { errorMessage } from '../../../lib/api-error';
import { bookmarksQueryOptions } from '../api/bookmarks-query';
import { JobCardList } from '../components/job-card-list';
import { JobCardSkeleton } from '../components/job-card-skeleton';
import { SearchJobsEmpty } from '../components/search-jobs-empty';
import { useJobActions } from '../components/use-job-actions';
import { RetryAlert } from '../../../components/retry-alert';

/** `/minhas-vagas`: the jobs the student saved, to apply, withdraw or read in 'Detalhes da vaga'. */
export const BookmarksPage = () => {
  const query = useQuery(bookmarksQueryOptions);
  const actions = useJobActions();
  const jobs = (query.data ?? []).map((b) => b.job);

  return (
    <>
      <StudentTermsGate />
      <PageHeading>Minhas vagas</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        As vagas que você salvou para ver depois.
      </Typography>
      {query.isPending ? (
        <Box
          role="status"
          aria-label="Carregando vagas salvas"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
        >
          {Array.from({ length: 3 }, (_, i) => (
            <JobCardSkeleton key={i} />
          ))}
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : jobs.length === 0 ? (
        <SearchJobsEmpty
          message={bookmarkMessages.empty}
          hint="Use o marcador das vagas na busca para guardá-las aqui."
        />
      ) : (
        <JobCardList
          label="Vagas salvas"
          jobs={jobs}
          variant="grid"
          stateOf={actions.stateOf}
          handlersFor={actions.handlersFor}
        />
      )}
      {actions.dialogs}
    </>
  );
};
