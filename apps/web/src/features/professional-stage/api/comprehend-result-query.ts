import { queryOptions } from '@tanstack/react-query';
import { comprehendResultSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { stageKeys } from './stage-keys';

/** `GET /api/comprehend/{id}`: the speech's sentiment and its four scores (Comprehend shape). */
export const comprehendResultQueryOptions = (auditionId: number) =>
  queryOptions({
    queryKey: [...stageKeys.analysis(auditionId), 'comprehend'],
    queryFn: ({ signal }) => apiFetch(`/comprehend/${auditionId}`, { signal, schema: comprehendResultSchema }),
  });
