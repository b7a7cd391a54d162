import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { applicationMessages, type StudentJob } from '@portal/contracts';
import { pageItemLabel } from '../../../components/data-table/page-item-label';
import { PageHeading } from '../../../components/page-heading';
import { StudentTermsGate } from '../../../components/student-terms/student-terms-gate';
import { usePaging } from '../../../lib/use-paging';
import { toast } from '../../../lib/toast';
import { studentApplicationsQueryOptions } from '../api/student-applications-query';
import { ApplicationCards } from '../components/application-cards';
import { JobCardSkeleton } from '../components/job-card-skeleton';
import { SearchJobsEmpty } from '../components/search-jobs-empty';
import { useJobActions } from '../components/use-job-actions';
import { RetryAlert } from '../../../components/retry-alert';

/**
 * Student `/candidaturas`: the jobs applied to. 'Cancelar' and 'Candidatar-se' both ask first
 * ('exclusão' or 'aplicação'); a job withdrawn here stays listed until the student leaves, so
 * the withdrawal can be undone.
 */
export const StudentApplicationsPage = () => {
  const { page, setPage } = usePaging('');
  const query = useQuery(studentApplicationsQueryOptions(page));
  const [withdrawn, setWithdrawn] = useState<StudentJob[]>([]);
  const actions = useJobActions({
    confirmApply: true,
    onChanged: (job) =>
      setWithdrawn((list) => {
        if (job.application_id !== null) return list.filter((j) => j.id !== job.id);
        return list.some((j) => j.id === job.id) ? list.map((j) => (j.id === job.id ? job : j)) : [job, ...list];
      }),
  });
  // Withdrawing the last application of a page other than the first: back one page.
  const emptyPage = page > 1 && query.isSuccess && !query.isPlaceholderData && query.data.data.length === 0;
  useEffect(() => {
    if (emptyPage) setPage(page - 1);
  }, [emptyPage, page, setPage]);

  // docs/spec/08-messages.md#applications: one toast when the list first answers, or when it fails.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || query.isPending) return;
    told.current = true;
    if (query.isError) toast.error(applicationMessages.listFailed);
    else toast.success(applicationMessages.listed);
  }, [query.isPending, query.isError]);

  const applications = query.data?.data ?? [];
  const lastPage = query.data?.meta.last_page ?? 1;
  const nothing = applications.length === 0 && withdrawn.length === 0;

  return (
    <>
      <StudentTermsGate />
      <PageHeading>Candidaturas</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        As vagas às quais você se candidatou.
      </Typography>
      {query.isPending ? (
        <Box role="status" aria-label="Carregando candidaturas" sx={{ display: 'grid', gap: 2 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <JobCardSkeleton key={i} />
          ))}
        </Box>
      ) : query.isError && !query.data ? (
        <RetryAlert onRetry={() => void query.refetch()}>{applicationMessages.listFailed}</RetryAlert>
      ) : nothing ? (
        <SearchJobsEmpty
          message={applicationMessages.empty}
          hint="Busque vagas e candidate-se às que combinam com você."
        />
      ) : (
        <ApplicationCards
          applications={applications}
          withdrawn={withdrawn}
          stateOf={actions.stateOf}
          handlersFor={actions.handlersFor}
        />
      )}
      {lastPage > 1 ? (
        <Pagination
          count={lastPage}
          page={page}
          onChange={(_, next) => setPage(next)}
          color="primary"
          shape="rounded"
          getItemAriaLabel={pageItemLabel}
          aria-label="Paginação"
          sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
        />
      ) : null}
      {actions.dialogs}
    </>
  );
};
