import { queryOptions } from '@tanstack/react-query';
import { companyListSchema, companySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The most companies one request returns (the API's `limit` cap). */
const MAX_COMPANIES = 100;

export interface CompanyOption {
  id: number;
  name: string;
}

/**
 * `GET /api/companies?limit=100`: the companies the job filter and form offer (admins: all;
 * representatives: their own).
 */
export const companyOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.companies.options,
  queryFn: ({ signal }): Promise<CompanyOption[]> =>
    apiFetch('/companies', { signal, query: { page: 1, limit: MAX_COMPANIES }, schema: companyListSchema }).then((r) =>
      r.data.map((c) => ({ id: c.id, name: c.name })),
    ),
  staleTime: 60_000,
});

/** `GET /api/companies/:id`: a company chosen by URL that is not among the first 100. */
export const companyOptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.companies.detail(id),
    queryFn: ({ signal }): Promise<CompanyOption> =>
      apiFetch(`/companies/${id}`, { signal, schema: companySchema }).then((c) => ({ id: c.id, name: c.name })),
  });
