import { queryOptions } from '@tanstack/react-query';
import { termsApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/terms/versions` (admin): every version, newest first, with its acceptances. */
export const termVersionsQueryOptions = queryOptions({
  queryKey: queryKeys.terms.versions,
  queryFn: ({ signal }) => callApi(termsApi.versions, { signal }),
});
