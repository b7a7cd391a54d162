import { queryOptions } from '@tanstack/react-query';
import { PROFESSIONAL_PROJECT_ID, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/activities?project_id=2&item=1` (admin): the activities with their check items. */
export const stageContentQueryOptions = queryOptions({
  queryKey: queryKeys.stageContent,
  queryFn: ({ signal }) =>
    callApi(stageApi.activities, { signal, query: { project_id: PROFESSIONAL_PROJECT_ID, item: '1' } }),
});
