import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, studentApplicationListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { STUDENT_JOBS_KEY } from './query-keys';

/** `GET /api/applications?page&limit=10` as a student: their own applications, each with its job. */
export const studentApplicationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [STUDENT_JOBS_KEY, 'applications', page],
    queryFn: ({ signal }) =>
      apiFetch('/applications', { signal, query: { page, limit: PAGE_SIZE }, schema: studentApplicationListSchema }),
    placeholderData: keepPreviousData,
  });
