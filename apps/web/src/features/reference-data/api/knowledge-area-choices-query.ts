import { queryOptions } from '@tanstack/react-query';
import { referenceListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/knowledge-areas?status=all`: the course form's 'Área de conhecimento' options (retired ones marked). */
export const knowledgeAreaChoicesQueryOptions = queryOptions({
  queryKey: ['reference-data', 'knowledge-areas', 'choices'],
  queryFn: ({ signal }) =>
    apiFetch('/knowledge-areas', { signal, query: { status: 'all' }, schema: referenceListSchema }).then((r) => r.data),
});
