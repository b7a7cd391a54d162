import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companiesApi, PAGE_SIZE } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

export interface CompaniesParams {
  page: number;
  /** Admin filter by representative; representatives always get their own. */
  userId?: number;
}

/** `GET /api/companies?page&limit=10&user_id`: a page of companies with their vacancies count. */
export const companiesQueryOptions = ({ page, userId }: CompaniesParams) =>
  queryOptions({
    queryKey: queryKeys.companies.list({ page, userId }),
    queryFn: ({ signal }) => callApi(companiesApi.list, { signal, query: { page, limit: PAGE_SIZE, user_id: userId } }),
    placeholderData: keepPreviousData,
  });
