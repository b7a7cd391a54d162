import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsOverviewSchema, type AnalyticsQuery } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/analytics/overview?from&to&course&company_id&contract_type_id&state`: the cards and charts. */
export const overviewQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: queryKeys.analytics.overview(query),
    queryFn: ({ signal }) =>
      apiFetch('/analytics/overview', { signal, query: { ...query }, schema: analyticsOverviewSchema }),
    placeholderData: keepPreviousData,
  });
