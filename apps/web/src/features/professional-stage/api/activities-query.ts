import { queryOptions } from '@tanstack/react-query';
import { PROFESSIONAL_PROJECT_ID, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/activities?project_id=2`: the activities a student can present (video CV, interview). */
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.activities,
    queryFn: ({ signal }) => callApi(stageApi.activities, { signal, query: { project_id: PROFESSIONAL_PROJECT_ID } }),
    staleTime: 5 * 60_000,
  });
