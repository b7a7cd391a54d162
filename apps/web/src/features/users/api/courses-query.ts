import { queryOptions } from '@tanstack/react-query';
import { coursesResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/courses`: the courses a student account can be enrolled in, by name. */
export const coursesQueryOptions = queryOptions({
  queryKey: ['courses'],
  queryFn: ({ signal }) => apiFetch('/courses', { signal, schema: coursesResponseSchema }).then((r) => r.data),
  staleTime: 10 * 60_000,
});
