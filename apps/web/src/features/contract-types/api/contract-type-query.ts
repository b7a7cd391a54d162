import { queryOptions } from '@tanstack/react-query';
import { contractTypeSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/contract-types/:id`: one contract type, fresh, for the details dialog. */
export const contractTypeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.contractTypes.detail(id),
    queryFn: ({ signal }) => apiFetch(`/contract-types/${id}`, { signal, schema: contractTypeSchema }),
  });
