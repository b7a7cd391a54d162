import { queryOptions } from '@tanstack/react-query';
import { contractTypeListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/contract-types?limit=100`: the 'Tipo de contrato' filter's options. */
export const contractTypesQueryOptions = queryOptions({
  queryKey: ['analytics', 'contract-type-options'],
  queryFn: ({ signal }) =>
    apiFetch('/contract-types', { signal, query: { page: 1, limit: 100 }, schema: contractTypeListSchema }).then((r) => r.data.map((c) => ({ value: c.id, label: c.name }))),
  staleTime: 60_000,
});
