import { queryOptions } from '@tanstack/react-query';
import { analysisApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/gpt/{audition_id}`, read by an administrator for the transcription of a candidate's
 * published video CV (docs/spec/13-open-behaviours.md#transcription: only administrators receive it); null when there is none.
 */
export const transcriptionQueryOptions = (auditionId: number) =>
  queryOptions({
    queryKey: queryKeys.applications.transcription(auditionId),
    queryFn: ({ signal }) => callApi(analysisApi.gpt, { params: { id: auditionId }, signal }),
    select: (result) => result.transcription?.trim() || null,
    staleTime: 0,
  });
