import { queryOptions } from '@tanstack/react-query';
import { knowledgeAreasResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/knowledge-areas`: the job form's 'Área' options. */
export const knowledgeAreasQueryOptions = queryOptions({
  queryKey: queryKeys.knowledgeAreas,
  queryFn: ({ signal }) =>
    apiFetch('/knowledge-areas', { signal, schema: knowledgeAreasResponseSchema }).then((r) => r.data),
  staleTime: 10 * 60_000,
});
