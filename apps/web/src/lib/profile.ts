import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@portal/contracts';
import { apiFetch } from './api-client';

/** `GET /api/profile`: the signed-in user; a 401 here ends an expired or revoked session. */
export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => apiFetch('/profile', { signal, schema: profileSchema }),
  staleTime: 5 * 60_000,
});
