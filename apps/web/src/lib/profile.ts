import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@portal/contracts';
import { callApi } from './call-api';
import { queryKeys } from './query-keys';

/** `GET /api/profile`: the signed-in user; a 401 here ends an expired or revoked session. */
export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => callApi(authApi.profile, { signal }),
  staleTime: 5 * 60_000,
});
