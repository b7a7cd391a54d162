import type { LoaderFunctionArgs } from 'react-router';

/*
 * Loaders that only start a page's requests (TanStack Query prefetch) and return at once: on a
 * first load the router runs them beside the lazy imports of the shell and the page, so the data
 * leaves with the code instead of after the page mounts. The pages read the same queries.
 */

/** `/candidaturas/:id`: the job's summary and the board's one request (or the list's first page). */
export const jobApplicationsLoader = ({ params, request }: LoaderFunctionArgs) => {
  const view = new URL(request.url).searchParams.get('visao');
  // The view's code is asked for at once, not after the prefetch module runs.
  if (view === 'quadro') void import('../../features/applications/components/pipeline-board').catch(() => undefined);
  else void import('../../features/applications/components/applications-list').catch(() => undefined);
  void import('../../features/applications/pages/job-applications-prefetch')
    .then((m) => m.prefetchJobApplications(params['id'], view))
    .catch(() => undefined);
  // A failed chunk download surfaces on the page itself.
  return null;
};

/** `/indicadores`: the overview of the opening period, and the charts' code (most of the page's). */
export const indicatorsLoader = () => {
  void import('../../features/analytics/components/indicator-charts').catch(() => undefined);
  void import('../../features/analytics/pages/indicators-prefetch')
    .then((m) => m.prefetchIndicators())
    .catch(() => undefined);
  return null;
};
