import { infiniteQueryOptions } from '@tanstack/react-query';
import { applicationListSchema, type Stage } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Cards per page of a board column: a job with thousands of applicants pages each column. */
export const COLUMN_PAGE = 50;

/** `GET /api/applications?job_id&stage&page&limit=50`: one column of the board, newest first, page by page. */
export const stageColumnQueryOptions = (jobId: number, stage: Stage) =>
  infiniteQueryOptions({
    queryKey: queryKeys.applications.board(jobId, stage),
    queryFn: ({ signal, pageParam }) =>
      apiFetch('/applications', {
        signal,
        query: { job_id: jobId, stage, page: pageParam, limit: COLUMN_PAGE },
        schema: applicationListSchema,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
