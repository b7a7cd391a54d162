import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, PROFESSIONAL_PROJECT_ID, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

export interface SubmissionFilters {
  student: string;
  ra: string;
  activityId: number | null;
  from: string;
  to: string;
}

/**
 * `GET /api/stage/auditions?submitted=1&user=1&transcription=1&...` (admin): every student's sent
 * submissions, newest first, with the filters of 'Submissões'.
 */
export const submissionsQueryOptions = (f: SubmissionFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.stage.submissions({ ...f, page }),
    queryFn: ({ signal }) =>
      callApi(stageApi.auditions, {
        signal,
        query: {
          project_id: PROFESSIONAL_PROJECT_ID,
          submitted: '1',
          user: '1',
          transcription: '1',
          recognition: '1',
          ...(f.student && { student: f.student }),
          ...(f.ra && { ra: f.ra }),
          ...(f.activityId && { activity_id: f.activityId }),
          ...(f.from && { from: f.from }),
          ...(f.to && { to: f.to }),
          page,
          limit: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
