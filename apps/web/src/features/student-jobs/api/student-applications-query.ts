import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studentApplicationListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { STUDENT_APPLICATIONS_PATH, studentApplicationsQuery } from './student-jobs-requests';

/** `GET /api/applications?page&limit=10` as a student: their own applications, each with its job. */
export const studentApplicationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.studentJobs.applications(page),
    queryFn: ({ signal }) =>
      apiFetch(STUDENT_APPLICATIONS_PATH, {
        signal,
        query: studentApplicationsQuery(page),
        schema: studentApplicationListSchema,
      }),
    placeholderData: keepPreviousData,
  });
