import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, studentJobListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StudentJobsParams {
  title: string;
  state: string;
  city: string;
  page: number;
}

/** `GET /api/jobs-for-student?title&state&city&page&limit=10`: open jobs, newest first. */
export const studentJobsQueryOptions = (params: StudentJobsParams, limit: number = PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.studentJobs.search({ ...params, limit }),
    queryFn: ({ signal }) =>
      apiFetch('/jobs-for-student', {
        signal,
        query: { title: params.title.trim(), state: params.state, city: params.city.trim(), page: params.page, limit },
        schema: studentJobListSchema,
      }),
    placeholderData: keepPreviousData,
  });
