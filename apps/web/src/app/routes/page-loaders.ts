import type { LoaderFunctionArgs } from 'react-router';

/*
 * Loaders that start a page's requests (TanStack Query prefetch) without waiting for them: on a
 * first load the router runs them beside the lazy imports of the shell and the page, so the data
 * leaves with the code instead of after the page mounts. The pages read the same queries.
 */

/**
 * `/candidaturas/:id`: the job's summary and the board's one request (or the list's first page),
 * not awaited; and the shown view's code, awaited (not its data): the page then renders the view in
 * its first pass instead of a placeholder React keeps up to 300 ms (docs/decisions/011-hiring-pipeline.md).
 */
export const jobApplicationsLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const view = new URL(request.url).searchParams.get('visao');
  // The view's code is asked for at once, not after the prefetch module runs.
  const code =
    view === 'quadro'
      ? import('../../features/applications/components/pipeline-board')
      : import('../../features/applications/components/applications-list');
  void code.catch(() => undefined);
  const prefetch = await import('../../features/applications/pages/job-applications-prefetch').catch(() => null);
  // A failed chunk download surfaces on the page itself.
  prefetch?.prefetchJobApplications(params['id'], view);
  await prefetch?.loadView(view);
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
