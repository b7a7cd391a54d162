import { queryOptions } from '@tanstack/react-query';
import { usersApi } from '@portal/contracts';
import { callApi } from '../../lib/call-api';
import { queryKeys } from '../../lib/query-keys';

/**
 * How many representatives wait for activation (self sign-ups never activated; disabled accounts
 * are not counted): the badge of the admin's 'Usuários' item. Under the 'users' key, so every
 * user change refreshes it.
 */
export const pendingUsersQueryOptions = queryOptions({
  queryKey: queryKeys.users.pendingCount,
  queryFn: ({ signal }) =>
    callApi(usersApi.list, { signal, query: { role: 2, status: 'pending', limit: 1 } }).then((r) => r.meta.total),
  refetchInterval: 60_000,
});
