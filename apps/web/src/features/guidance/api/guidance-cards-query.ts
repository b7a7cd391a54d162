import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { orientationListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Cards per page of the student grid (a multiple of 2 and 3 columns). */
export const GUIDANCE_PAGE_SIZE = 12;

/** `GET /api/orientations?page&limit`: for a student, only the cards not hidden by the career office. */
export const guidanceCardsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.orientations.student(page),
    queryFn: ({ signal }) =>
      apiFetch('/orientations', { signal, query: { page, limit: GUIDANCE_PAGE_SIZE }, schema: orientationListSchema }),
    placeholderData: keepPreviousData,
  });
