import { queryOptions } from '@tanstack/react-query';
import { rolesResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/roles` (admin): the roles offered by the user form. They never change. */
export const rolesQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: ({ signal }) => apiFetch('/roles', { signal, schema: rolesResponseSchema }).then((r) => r.data),
  staleTime: Infinity,
});
