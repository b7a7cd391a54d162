import { queryOptions } from '@tanstack/react-query';
import { userSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/users/:id` (admin): one user, fresh, for the details dialog. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => apiFetch(`/users/${id}`, { signal, schema: userSchema }),
  });
