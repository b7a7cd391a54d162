import { queryOptions } from '@tanstack/react-query';
import { usersApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/users/:id` (admin): one user, fresh, for the details dialog. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => callApi(usersApi.get, { signal, params: { id } }),
  });
