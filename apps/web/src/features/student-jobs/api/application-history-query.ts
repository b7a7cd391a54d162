import { queryOptions } from '@tanstack/react-query';
import { historySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { STUDENT_JOBS_KEY } from './query-keys';

/** `GET /api/applications/:id/history`: the stages an application went through, oldest first. */
export const applicationHistoryQueryOptions = (id: number, stageUpdatedAt: string) =>
  queryOptions({
    // The stage's time in the key: a move made elsewhere reloads the dates.
    queryKey: [STUDENT_JOBS_KEY, 'history', id, stageUpdatedAt],
    queryFn: ({ signal }) => apiFetch(`/applications/${id}/history`, { signal, schema: historySchema }),
  });
