import { queryOptions } from '@tanstack/react-query';
import { knowledgeAreasResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/knowledge-areas`: the job form's 'Área' options. */
export const knowledgeAreasQueryOptions = queryOptions({
  queryKey: ['knowledge-areas'],
  queryFn: ({ signal }) =>
    apiFetch('/knowledge-areas', { signal, schema: knowledgeAreasResponseSchema }).then((r) => r.data),
  staleTime: 10 * 60_000,
});
