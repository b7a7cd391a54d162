import { queryOptions } from '@tanstack/react-query';
import { termsApi, type Term } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** The newest of the terms of a type (the one a sign-up signs). */
const newestOf = (terms: readonly Term[], type: Term['type']): Term | null =>
  terms
    .filter((t) => t.type === type)
    .reduce<Term | null>((newest, t) => (newest && newest.id > t.id ? newest : t), null);

/**
 * `GET /api/terms` (public): the company term shown by the sign-up's 'Termos e Condições' dialog.
 * Its HTML is sanitised by the server.
 */
export const companyTermQueryOptions = queryOptions({
  queryKey: queryKeys.terms.company,
  queryFn: ({ signal }) => callApi(termsApi.list, { signal, expireOn401: false }),
  select: (terms) => newestOf(terms, 'empresa'),
  staleTime: 10 * 60_000,
});
