import { queryOptions } from '@tanstack/react-query';
import { analysisApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/comprehend/{id}`: the speech's sentiment and its four scores (Comprehend shape). */
export const comprehendResultQueryOptions = (auditionId: number) =>
  queryOptions({
    queryKey: queryKeys.stage.comprehend(auditionId),
    queryFn: ({ signal }) => callApi(analysisApi.comprehend, { params: { id: auditionId }, signal }),
  });
