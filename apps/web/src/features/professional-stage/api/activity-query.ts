import { queryOptions } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/activities/{id}?item=1`: the activity with its check items (404 when unknown). */
export const activityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.stage.activity(id),
    queryFn: ({ signal }) => callApi(stageApi.activity, { params: { id }, signal, query: { item: '1' } }),
  });
