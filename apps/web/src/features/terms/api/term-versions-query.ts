import { queryOptions } from '@tanstack/react-query';
import { termVersionsResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/terms/versions` (admin): every version, newest first, with its acceptances. */
export const termVersionsQueryOptions = queryOptions({
  queryKey: queryKeys.terms.versions,
  queryFn: ({ signal }) => apiFetch('/terms/versions', { signal, schema: termVersionsResponseSchema }),
});
