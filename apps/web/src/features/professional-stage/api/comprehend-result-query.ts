import { queryOptions } from '@tanstack/react-query';
import { comprehendResultSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/comprehend/{id}`: the speech's sentiment and its four scores (Comprehend shape). */
export const comprehendResultQueryOptions = (auditionId: number) =>
  queryOptions({
    queryKey: queryKeys.stage.comprehend(auditionId),
    queryFn: ({ signal }) => apiFetch(`/comprehend/${auditionId}`, { signal, schema: comprehendResultSchema }),
  });
