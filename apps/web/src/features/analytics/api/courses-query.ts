import { queryOptions } from '@tanstack/react-query';
import { coursesResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/courses`: the 'Curso' filter's options. */
export const coursesQueryOptions = queryOptions({
  queryKey: queryKeys.analytics.courseOptions,
  queryFn: ({ signal }) =>
    apiFetch('/courses', { signal, schema: coursesResponseSchema }).then((r) =>
      r.data.map((c) => ({ value: c.id, label: c.name })),
    ),
  staleTime: 60_000,
});
