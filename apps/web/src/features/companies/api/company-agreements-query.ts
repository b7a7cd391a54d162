import { queryOptions } from '@tanstack/react-query';
import { agreementsApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/agreements?companies_id=`: a company's convênios (the office's or the representative's own). */
export const companyAgreementsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.agreements.byCompany(companyId),
    queryFn: ({ signal }) => callApi(agreementsApi.list, { signal, query: { companies_id: companyId, limit: 20 } }),
  });
