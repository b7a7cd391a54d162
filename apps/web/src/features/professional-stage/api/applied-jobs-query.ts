import { queryOptions } from '@tanstack/react-query';
import { applicationListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The jobs the student applied to (`GET /api/applications`): the interview is simulated for one of them. */
export const appliedJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.appliedJobs,
    queryFn: ({ signal }) =>
      apiFetch('/applications', { signal, query: { page: 1, limit: 50 }, schema: applicationListSchema }),
    select: (page) => page.data.map((a) => a.job),
  });
