import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, referenceListSchema, type ReferenceKind } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/{kind}?page&limit=10&search&status=all`: the 'Cadastros' table, retired rows included. */
export const referenceListQueryOptions = (kind: ReferenceKind, page: number, search: string) =>
  queryOptions({
    queryKey: queryKeys.referenceData.list(kind, { page, search }),
    queryFn: ({ signal }) =>
      apiFetch(`/${kind}`, {
        signal,
        query: { page, limit: PAGE_SIZE, status: 'all', ...(search && { search }) },
        schema: referenceListSchema,
      }),
    placeholderData: keepPreviousData,
  });
