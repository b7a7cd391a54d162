import { queryClient } from '../../../lib/query-client';
import { jobSearchFromParams } from './job-search-params';
import { studentJobsQueryOptions } from './student-jobs-query';

/**
 * Starts the home's search (`/?busca=1&…`) while the page's code is still downloading: called by
 * the route's loader, so the results arrive sooner (the page's query finds the request running).
 */
export const prefetchStudentJobs = (url: URL): void => {
  const search = jobSearchFromParams(url.searchParams);
  if (search) void queryClient.prefetchQuery(studentJobsQueryOptions(search, undefined, true));
};
