import { queryOptions } from '@tanstack/react-query';
import { coursesResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/courses`: the courses a student account can be enrolled in, by name. */
export const coursesQueryOptions = queryOptions({
  queryKey: queryKeys.courses,
  queryFn: ({ signal }) => apiFetch('/courses', { signal, schema: coursesResponseSchema }).then((r) => r.data),
  staleTime: 10 * 60_000,
});
