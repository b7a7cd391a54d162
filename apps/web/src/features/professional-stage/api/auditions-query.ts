import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, PROFESSIONAL_PROJECT_ID, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/auditions?activity_id&recognition=1&activity=1`: the student's own submissions. */
export const auditionsQueryOptions = (activityId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.stage.auditionList({ activityId, page }),
    queryFn: ({ signal }) =>
      callApi(stageApi.auditions, {
        signal,
        query: {
          activity_id: activityId,
          project_id: PROFESSIONAL_PROJECT_ID,
          recognition: '1',
          activity: '1',
          page,
          limit: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    // A submission still being analysed changes on its own: look again while one is pending.
    refetchInterval: (query) =>
      query.state.data?.data.some((a) => a.analysis_state === 'PENDING' || a.analysis_state === 'IDLE')
        ? 15_000
        : false,
  });
