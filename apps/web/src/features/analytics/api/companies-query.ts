import { queryOptions } from '@tanstack/react-query';
import { companyListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/companies?limit=100`: the 'Empresa' filter's options (a representative's own companies). */
export const companiesQueryOptions = queryOptions({
  queryKey: queryKeys.analytics.companyOptions,
  queryFn: ({ signal }) =>
    apiFetch('/companies', { signal, query: { page: 1, limit: 100 }, schema: companyListSchema }).then((r) =>
      r.data.map((c) => ({ value: c.id, label: c.name })),
    ),
  staleTime: 60_000,
});
