import { queryOptions } from '@tanstack/react-query';
import { historySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/applications/:id/history`: the stages an application went through, oldest first. */
export const applicationHistoryQueryOptions = (id: number, stageUpdatedAt: string) =>
  queryOptions({
    // The stage's time in the key: a move made elsewhere reloads the dates.
    queryKey: queryKeys.studentJobs.history(id, stageUpdatedAt),
    queryFn: ({ signal }) => apiFetch(`/applications/${id}/history`, { signal, schema: historySchema }),
  });
