import { queryOptions } from '@tanstack/react-query';
import { ROLE_ID, userListSchema, userSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** The most representatives one request returns (the API's `limit` cap). */
const MAX_REPRESENTATIVES = 100;

/**
 * `GET /api/users?role=2&limit=100` (admin): the representatives a company can belong to, for the
 * form's 'Representante' select and the list's filter.
 */
export const representativesQueryOptions = queryOptions({
  queryKey: ['users', 'representatives'],
  queryFn: ({ signal }) =>
    apiFetch('/users', { signal, query: { role: ROLE_ID.representative, limit: MAX_REPRESENTATIVES, page: 1 }, schema: userListSchema }).then((r) =>
      r.data.map((u) => ({ id: u.id, name: u.name, email: u.email, is_active: u.is_active })),
    ),
  staleTime: 60_000,
});

/** `GET /api/users/:id` (admin): a representative chosen by URL who is not among the first 100. */
export const representativeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => apiFetch(`/users/${id}`, { signal, schema: userSchema }),
  });
