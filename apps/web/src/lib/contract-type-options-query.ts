import { queryOptions } from '@tanstack/react-query';
import { contractTypeListSchema } from '@portal/contracts';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /api/contract-types?page=1&limit=100`: every contract type as an option (job form, indicator filters). */
export const contractTypeOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.contractTypes.options,
  queryFn: ({ signal }) =>
    apiFetch('/contract-types', { signal, query: { page: 1, limit: 100 }, schema: contractTypeListSchema }).then((r) =>
      r.data.map((c) => ({ id: c.id, name: c.name })),
    ),
  staleTime: 60_000,
});
