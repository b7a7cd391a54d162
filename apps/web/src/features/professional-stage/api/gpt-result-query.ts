import { queryOptions } from '@tanstack/react-query';
import { gptResultSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/gpt/{id}`: the submission's score explained, criterion by criterion (explanation and
 * tip), the notes on what could not be measured, and the face summary with its flagged frames.
 */
export const gptResultQueryOptions = (auditionId: number) =>
  queryOptions({
    queryKey: queryKeys.stage.gpt(auditionId),
    queryFn: ({ signal }) => apiFetch(`/gpt/${auditionId}`, { signal, schema: gptResultSchema }),
  });
