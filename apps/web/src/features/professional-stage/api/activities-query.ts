import { queryOptions } from '@tanstack/react-query';
import { activityListSchema, PROFESSIONAL_PROJECT_ID } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/activities?project_id=2`: the activities a student can present (video CV, interview). */
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.activities,
    queryFn: ({ signal }) =>
      apiFetch('/stage/activities', {
        signal,
        query: { project_id: PROFESSIONAL_PROJECT_ID },
        schema: activityListSchema,
      }),
    staleTime: 5 * 60_000,
  });
