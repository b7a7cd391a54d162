import type { QueryClient } from '@tanstack/react-query';
import type { StudentApplication, StudentBookmark, StudentJob, StudentJobList } from '@portal/contracts';
import { queryKeys } from '../../../lib/query-keys';

type Patch = (job: StudentJob) => StudentJob;
type Cached =
  StudentJobList | { meta: StudentJobList['meta']; data: StudentApplication[] } | StudentBookmark[] | undefined;

const patchCached = (cached: Cached, jobId: number, patch: Patch): Cached => {
  if (!cached) return cached;
  if (Array.isArray(cached)) return cached.map((b) => (b.job.id === jobId ? { ...b, job: patch(b.job) } : b));
  return {
    ...cached,
    data: cached.data.map((item) => {
      if ('job' in item) return item.job.id === jobId ? { ...item, job: patch(item.job) } : item;
      return item.id === jobId ? patch(item) : item;
    }),
  } as Cached;
};

/** The cached lists that hold jobs; an application's stage history under the same root does not. */
const JOB_LISTS: ReadonlySet<unknown> = new Set(['search', 'recommended', 'applications', 'bookmarks']);

/**
 * Applies a change to one job in every cached student list (search, carousel, applications,
 * bookmarks), so each card shows it at once; the caller then refetches the lists.
 */
export const patchStudentJob = (client: QueryClient, jobId: number, patch: Patch): void => {
  client.setQueriesData<Cached>(
    { queryKey: queryKeys.studentJobs.all, predicate: (query) => JOB_LISTS.has(query.queryKey[1]) },
    (cached) => patchCached(cached, jobId, patch),
  );
};

export const refetchStudentJobs = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.studentJobs.all });
