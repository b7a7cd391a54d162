import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, studentJobListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { STUDENT_JOBS_PATH, studentJobsQuery, type StudentJobsParams } from './student-jobs-requests';

/**
 * `GET /api/jobs-for-student?title&state&city&page&limit=10` (and the sort and the facets'
 * filters): open jobs, the most relevant or the newest first. A search asks for the facets too.
 */
export const studentJobsQueryOptions = (params: StudentJobsParams, limit: number = PAGE_SIZE, facets = false) =>
  queryOptions({
    queryKey: queryKeys.studentJobs.search({ ...params, limit, facets }),
    queryFn: ({ signal }) =>
      apiFetch(STUDENT_JOBS_PATH, {
        signal,
        query: studentJobsQuery(params, limit, facets),
        schema: studentJobListSchema,
      }),
    placeholderData: keepPreviousData,
  });
