import { queryOptions } from '@tanstack/react-query';
import { agreementListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/agreements?companies_id=`: a company's convênios (the office's or the representative's own). */
export const companyAgreementsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.agreements.byCompany(companyId),
    queryFn: ({ signal }) =>
      apiFetch('/agreements', { signal, query: { companies_id: companyId, limit: 20 }, schema: agreementListSchema }),
  });
