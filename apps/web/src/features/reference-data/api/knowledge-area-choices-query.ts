import { queryOptions } from '@tanstack/react-query';
import { referenceListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/knowledge-areas?status=all`: the course form's 'Área de conhecimento' options (retired ones marked). */
export const knowledgeAreaChoicesQueryOptions = queryOptions({
  queryKey: queryKeys.referenceData.knowledgeAreaChoices,
  queryFn: ({ signal }) =>
    apiFetch('/knowledge-areas', { signal, query: { status: 'all' }, schema: referenceListSchema }).then((r) => r.data),
});
