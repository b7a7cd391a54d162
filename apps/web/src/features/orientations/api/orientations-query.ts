import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { orientationListSchema, PAGE_SIZE } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface OrientationsParams {
  page: number;
  /** Title search ('' for none). */
  title: string;
}

/** `GET /api/orientations?page&limit=10&title` (admin: every card, hidden ones included). */
export const orientationsQueryOptions = (params: OrientationsParams) =>
  queryOptions({
    queryKey: queryKeys.orientations.list(params),
    queryFn: ({ signal }) =>
      apiFetch('/orientations', {
        signal,
        query: { page: params.page, limit: PAGE_SIZE, title: params.title.trim() },
        schema: orientationListSchema,
      }),
    placeholderData: keepPreviousData,
  });
