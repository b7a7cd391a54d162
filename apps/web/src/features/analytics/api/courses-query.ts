import { queryOptions } from '@tanstack/react-query';
import { coursesResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/courses`: the 'Curso' filter's options. */
export const coursesQueryOptions = queryOptions({
  queryKey: ['analytics', 'course-options'],
  queryFn: ({ signal }) =>
    apiFetch('/courses', { signal, schema: coursesResponseSchema }).then((r) =>
      r.data.map((c) => ({ value: c.id, label: c.name })),
    ),
  staleTime: 60_000,
});
