import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { applicationListSchema, PAGE_SIZE } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ApplicationsParams {
  page: number;
  /** Student name search ('' for none). */
  name: string;
  /** Only the applications to this job (`/candidaturas/:id`). */
  jobId?: number;
}

/**
 * `GET /api/applications?page&limit=10&job_id&name`: staff view (admins all, representatives only
 * the applications to their own jobs).
 */
export const applicationsQueryOptions = ({ page, name, jobId }: ApplicationsParams) =>
  queryOptions({
    queryKey: queryKeys.applications.list({ page, name, jobId }),
    queryFn: ({ signal }) =>
      apiFetch('/applications', {
        signal,
        query: { page, limit: PAGE_SIZE, job_id: jobId, name: name.trim() },
        schema: applicationListSchema,
      }),
    placeholderData: keepPreviousData,
  });
