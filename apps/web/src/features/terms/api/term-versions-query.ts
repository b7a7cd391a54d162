import { queryOptions } from '@tanstack/react-query';
import { termVersionsResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export const TERM_VERSIONS_KEY = ['terms', 'versions'] as const;

/** `GET /api/terms/versions` (admin): every version, newest first, with its acceptances. */
export const termVersionsQueryOptions = queryOptions({
  queryKey: TERM_VERSIONS_KEY,
  queryFn: ({ signal }) => apiFetch('/terms/versions', { signal, schema: termVersionsResponseSchema }),
});
