import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import Typography from '@mui/material/Typography';
import { capitalizeName, studentJobMessages } from '@portal/contracts';
import { PageHeading } from '../../../components/page-heading';
import { StudentTermsGate } from '../../../components/student-terms/student-terms-gate';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { studentJobsQueryOptions } from '../api/student-jobs-query';
import { JobAlertFormDialog } from '../components/job-alert-form-dialog';
import { JobResults } from '../components/job-results';
import { JobSearchForm } from '../components/job-search-form';
import { SearchFacets } from '../components/search-facets';
import { LatestJobs } from '../components/latest-jobs';
import { RecommendedJobs } from '../components/recommended-jobs';
import { useJobActions } from '../components/use-job-actions';
import { useJobLink } from '../components/use-job-link';
import type { JobSearchFilter } from '../api/job-search-params';
import { useJobSearch } from '../components/use-job-search';

/**
 * Student home (`/`): greeting, job search by title, state and city, and either the results
 * (with a pager and 'Criar alerta') or, without a search, the carousel of the newest jobs. The
 * terms dialog opens here on the first sign-in; `?vaga=<id>` (the alert e-mails' links) opens that
 * job's details.
 */
export const StudentHomePage = () => {
  const session = useSession();
  const name = capitalizeName(session?.name ?? '');
  const { search, filter, submit, change, setPage, clear } = useJobSearch();
  const actions = useJobActions();
  useJobLink(actions.openDetails);
  // Each opening of 'Criar alerta' mounts a fresh form, prefilled from the search on screen.
  const [alertForm, setAlertForm] = useState(0);
  const query = useQuery({
    ...studentJobsQueryOptions(search ?? { ...filter, page: 1 }, undefined, true),
    enabled: Boolean(search),
  });
  // Ten cards are a lot of components: they render as a transition, in slices that keep the page
  // responsive, while the skeleton (or the previous page) stays on screen. The data, whether it is
  // the previous search's placeholder, and the title it answers are deferred together, so the
  // heading always describes the cards on screen.
  const snapshot = useMemo(
    () => ({ data: query.data, placeholder: query.isPlaceholderData, title: search?.title ?? '' }),
    [query.data, query.isPlaceholderData, search?.title],
  );
  const shown = useDeferredValue(snapshot);

  // 'Consulta finalizada' once the search the student submitted has answered (not on paging).
  const announce = useRef(false);
  const finished = query.isSuccess && !query.isFetching && !query.isPlaceholderData;
  useEffect(() => {
    if (announce.current && finished) {
      announce.current = false;
      toast.success(studentJobMessages.searchDone);
    }
  }, [finished, search]);
  const onSubmit = (next: JobSearchFilter) => {
    announce.current = true;
    submit(next);
    // The same search again answers from the cache: refresh it so the results are current.
    if (search && next.title.trim() === search.title && next.state === search.state && next.city.trim() === search.city)
      void query.refetch();
  };

  return (
    <>
      <StudentTermsGate />
      <PageHeading>{name ? `Olá, ${name}` : 'Olá'}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 3 }}>
        Encontre vagas de estágio e emprego das empresas parceiras da universidade.
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <JobSearchForm initial={filter} onSubmit={onSubmit} searching={Boolean(search) && query.isFetching} />
        {search ? (
          <JobResults
            title={shown.title}
            data={shown.data}
            placeholder={shown.placeholder}
            loading={query.isPending || (shown.data === undefined && query.data !== undefined)}
            fetching={query.isFetching}
            error={query.error}
            onRetry={() => void query.refetch()}
            page={search.page}
            onPageChange={setPage}
            onClear={clear}
            sort={search.sort}
            onSortChange={(sort) => change('sort', sort)}
            onSuggestion={(title) => onSubmit({ ...filter, title })}
            filters={<SearchFacets facets={shown.data?.meta.facets} selected={search} onChange={change} />}
            extraAction={
              <Button
                variant="contained"
                startIcon={<AddAlertOutlined aria-hidden />}
                onClick={() => setAlertForm((n) => n + 1)}
              >
                Criar alerta
              </Button>
            }
            stateOf={actions.stateOf}
            handlersFor={actions.handlersFor}
          />
        ) : (
          <>
            <RecommendedJobs stateOf={actions.stateOf} handlersFor={actions.handlersFor} />
            <LatestJobs stateOf={actions.stateOf} handlersFor={actions.handlersFor} />
          </>
        )}
      </Box>
      {actions.dialogs}
      {alertForm > 0 && search ? (
        <JobAlertFormDialog key={alertForm} open alert={null} initial={search} onClose={() => setAlertForm(0)} />
      ) : null}
    </>
  );
};
