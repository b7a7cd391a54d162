import { queryOptions } from '@tanstack/react-query';
import { unsubscribeDetailsSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/job-alerts/unsubscribe/details?token=`: the alert a signed link stops (no sign-in). */
export const unsubscribeDetailsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.jobAlerts.unsubscribe(token),
    queryFn: ({ signal }) =>
      apiFetch('/job-alerts/unsubscribe/details', {
        signal,
        query: { token },
        schema: unsubscribeDetailsSchema,
        expireOn401: false,
      }),
    retry: false,
  });
