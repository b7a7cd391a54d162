import { queryOptions } from '@tanstack/react-query';
import { BOARD_COLUMN_PAGE, boardSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/jobs/:id/board`: every column's count and first cards in one request, the board's first
 * paint (docs/decisions/011-hiring-pipeline.md). The columns read it through their first page.
 */
export const boardQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: queryKeys.applications.boardFirst(jobId),
    queryFn: ({ signal }) =>
      apiFetch(`/jobs/${jobId}/board`, { signal, query: { limit: BOARD_COLUMN_PAGE }, schema: boardSchema }),
  });
