import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contractTypeListSchema, PAGE_SIZE } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/contract-types?page&limit=10` (admin manages; representatives read them for the job form). */
export const contractTypesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.contractTypes.list({ page }),
    queryFn: ({ signal }) =>
      apiFetch('/contract-types', { signal, query: { page, limit: PAGE_SIZE }, schema: contractTypeListSchema }),
    placeholderData: keepPreviousData,
  });
