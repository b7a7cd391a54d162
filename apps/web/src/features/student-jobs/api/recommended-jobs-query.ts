import { queryOptions } from '@tanstack/react-query';
import { recommendedJobListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/jobs-for-student/recommended?limit=`: 'Vagas para você', each with its reasons. */
export const recommendedJobsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.studentJobs.recommended(limit),
    queryFn: ({ signal }) =>
      apiFetch('/jobs-for-student/recommended', { signal, query: { limit }, schema: recommendedJobListSchema }),
  });
