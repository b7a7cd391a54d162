import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { jobListSchema, PAGE_SIZE } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface JobsParams {
  page: number;
  /** 'Filtrar vagas por empresa'; undefined for 'Todas as vagas'. */
  companyId?: number;
}

/** `GET /api/jobs?page&limit=10&companies_id`: admins get all jobs, representatives their companies' jobs. */
export const jobsQueryOptions = ({ page, companyId }: JobsParams) =>
  queryOptions({
    queryKey: queryKeys.jobs.list({ page, companyId }),
    queryFn: ({ signal }) =>
      apiFetch('/jobs', { signal, query: { page, limit: PAGE_SIZE, companies_id: companyId }, schema: jobListSchema }),
    placeholderData: keepPreviousData,
  });
