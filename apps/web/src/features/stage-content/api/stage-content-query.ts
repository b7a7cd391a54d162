import { queryOptions } from '@tanstack/react-query';
import { activityListSchema, PROFESSIONAL_PROJECT_ID } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/activities?project_id=2&item=1` (admin): the activities with their check items. */
export const stageContentQueryOptions = queryOptions({
  queryKey: queryKeys.stageContent,
  queryFn: ({ signal }) =>
    apiFetch('/stage/activities', {
      signal,
      query: { project_id: PROFESSIONAL_PROJECT_ID, item: 1 },
      schema: activityListSchema,
    }),
});
