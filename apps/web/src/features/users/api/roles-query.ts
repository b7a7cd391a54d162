import { queryOptions } from '@tanstack/react-query';
import { rolesResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/roles` (admin): the roles offered by the user form. They never change. */
export const rolesQueryOptions = queryOptions({
  queryKey: queryKeys.roles,
  queryFn: ({ signal }) => apiFetch('/roles', { signal, schema: rolesResponseSchema }).then((r) => r.data),
  staleTime: Infinity,
});
