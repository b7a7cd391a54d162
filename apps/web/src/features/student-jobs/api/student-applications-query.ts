import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, studentApplicationListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/applications?page&limit=10` as a student: their own applications, each with its job. */
export const studentApplicationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.studentJobs.applications(page),
    queryFn: ({ signal }) =>
      apiFetch('/applications', { signal, query: { page, limit: PAGE_SIZE }, schema: studentApplicationListSchema }),
    placeholderData: keepPreviousData,
  });
