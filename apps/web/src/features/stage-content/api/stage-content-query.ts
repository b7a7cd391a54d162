import { queryOptions } from '@tanstack/react-query';
import { activityListSchema, PROFESSIONAL_PROJECT_ID } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export const STAGE_CONTENT_KEY = ['stage-content'] as const;

/** `GET /api/stage/activities?project_id=2&item=1` (admin): the activities with their check items. */
export const stageContentQueryOptions = queryOptions({
  queryKey: STAGE_CONTENT_KEY,
  queryFn: ({ signal }) =>
    apiFetch('/stage/activities', {
      signal,
      query: { project_id: PROFESSIONAL_PROJECT_ID, item: 1 },
      schema: activityListSchema,
    }),
});
