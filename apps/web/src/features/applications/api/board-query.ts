import { useEffect, useState } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BOARD_COLUMN_PAGE, boardSchema, type Board } from '@portal/contracts';
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

export type FirstBoard = { board: Board; at: number } | { error: unknown } | null;

/** The board's answer in the cache (the route's loader asked for it) while fresh, else null. */
const cached = (client: QueryClient, jobId: number): FirstBoard => {
  const query = client.getQueryCache().find<Board>({ queryKey: boardQueryOptions(jobId).queryKey, exact: true });
  const staleTime = client.getDefaultOptions().queries?.staleTime;
  const data = query?.state.data;
  return data && !query.isStaleByTime(typeof staleTime === 'number' ? staleTime : 0)
    ? { board: data, at: query.state.dataUpdatedAt }
    : null;
};

/**
 * The board's answer, read once (null until it comes): the columns mount together with their
 * first pages from it, one render of every card, instead of one render per column as each
 * column's query settles; in the first render when the answer is already in (no skeleton pass).
 * Read without an observer, so a move's invalidation refetches the columns only (their first
 * pages still share one request). `retry` asks again after an error.
 */
export const useFirstBoard = (jobId: number): { first: FirstBoard; retry: () => void } => {
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [first, setFirst] = useState<FirstBoard>(() => cached(client, jobId));
  useEffect(() => {
    let live = true;
    client.fetchQuery(boardQueryOptions(jobId)).then(
      (board) =>
        live &&
        // A fresh answer is the one the first render showed: no second render of the cards.
        setFirst((shown) =>
          shown && 'board' in shown && shown.board === board
            ? shown
            : { board, at: client.getQueryState(boardQueryOptions(jobId).queryKey)?.dataUpdatedAt ?? Date.now() },
        ),
      (error: unknown) => live && setFirst({ error }),
    );
    return () => {
      live = false;
    };
  }, [client, jobId, attempt]);
  return {
    first,
    retry: () => {
      setFirst(null);
      setAttempt((n) => n + 1);
    },
  };
};
