import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@portal/contracts';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /api/profile`: the signed-in user; a 401 here ends an expired or revoked session. */
export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => apiFetch('/profile', { signal, schema: profileSchema }),
  staleTime: 5 * 60_000,
});
