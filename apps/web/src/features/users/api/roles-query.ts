import { queryOptions } from '@tanstack/react-query';
import { rolesApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/roles` (admin): the roles offered by the user form. They never change. */
export const rolesQueryOptions = queryOptions({
  queryKey: queryKeys.roles,
  queryFn: ({ signal }) => callApi(rolesApi.list, { signal }).then((r) => r.data),
  staleTime: Infinity,
});
