import { infiniteQueryOptions } from '@tanstack/react-query';
import { applicationListSchema, BOARD_COLUMN_PAGE, type Application, type Stage } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { boardQueryOptions } from './board-query';

export interface ColumnPage {
  data: Application[];
  total: number;
}

/**
 * One column of the board, newest first: page 1 from the board's single request (the six columns
 * share it), 'Carregar mais' from `GET /api/applications?job_id&stage&page&limit=20`. `first` is
 * the first page when the board's answer is at hand (fetched at `at`): the column shows it at once.
 */
export const stageColumnQueryOptions = (jobId: number, stage: Stage, first?: { page: ColumnPage; at: number }) =>
  infiniteQueryOptions({
    queryKey: queryKeys.applications.board(jobId, stage),
    queryFn: async ({ signal, pageParam, client }): Promise<ColumnPage> => {
      if (pageParam === 1) {
        // A short staleTime lets the six columns (and a refetch after a move) share one request.
        const board = await client.fetchQuery({ ...boardQueryOptions(jobId), staleTime: 2_000 });
        const column = board.columns.find((c) => c.stage === stage);
        return { data: column?.data ?? [], total: column?.total ?? 0 };
      }
      const page = await apiFetch('/applications', {
        signal,
        query: { job_id: jobId, stage, page: pageParam, limit: BOARD_COLUMN_PAGE },
        schema: applicationListSchema,
      });
      return { data: page.data, total: page.meta.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.data.length, 0) < last.total ? pages.length + 1 : undefined,
    initialData: first ? () => ({ pages: [first.page], pageParams: [1] }) : undefined,
    initialDataUpdatedAt: first?.at,
  });
