import { preloadable } from '../../../lib/preloadable';
import { queryClient } from '../../../lib/query-client';
import { applicationsQueryOptions } from '../api/applications-query';
import { boardQueryOptions } from '../api/board-query';
import { jobSummaryQueryOptions } from '../api/job-summary-query';

const MAX_ID = 2_147_483_647;

/** The two views' code, each its own chunk: the board's (drag and drop) is not the list's. */
export const boardModule = preloadable(() => import('../components/pipeline-board'));
export const listModule = preloadable(() => import('../components/applications-list'));

/** The code of the view `visao` names, loaded (errors are the page's to show). */
export const loadView = (view: string | null): Promise<unknown> =>
  (view === 'quadro' ? boardModule : listModule).load().catch(() => undefined);

/** The job id of `/candidaturas/:id`, or 0 when it cannot be one. */
export const jobIdOf = (param: string | undefined): number => {
  const raw = Number(param);
  return Number.isInteger(raw) && raw > 0 && raw <= MAX_ID ? raw : 0;
};

/**
 * Starts the requests of `/candidaturas/:id` from the route's loader, beside the page's code: the
 * job's summary and the board's one request (or the list's first page), so the answers are on the
 * way before the page mounts (docs/decisions/011-hiring-pipeline.md). Not awaited: the page shows
 * its own loading and error states. Fresh data is not asked for again.
 */
export const prefetchJobApplications = (param: string | undefined, view: string | null): void => {
  const id = jobIdOf(param);
  if (!id) return;
  void queryClient.prefetchQuery(jobSummaryQueryOptions(id));
  // The board mounts its six columns from this one answer (useFirstBoard).
  if (view === 'quadro') void queryClient.prefetchQuery(boardQueryOptions(id));
  else void queryClient.prefetchQuery(applicationsQueryOptions({ page: 1, name: '', jobId: id }));
};
