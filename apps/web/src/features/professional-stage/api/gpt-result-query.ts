import { queryOptions } from '@tanstack/react-query';
import { analysisApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/gpt/{id}`: the submission's score explained, criterion by criterion (explanation and
 * tip), the notes on what could not be measured, and the face summary with its flagged frames.
 */
export const gptResultQueryOptions = (auditionId: number) =>
  queryOptions({
    queryKey: queryKeys.stage.gpt(auditionId),
    queryFn: ({ signal }) => callApi(analysisApi.gpt, { params: { id: auditionId }, signal }),
  });
