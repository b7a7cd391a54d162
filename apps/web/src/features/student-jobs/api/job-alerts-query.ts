import { queryOptions } from '@tanstack/react-query';
import { jobAlertListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/job-alerts`: the student's own alerts (at most ten, so one page). */
export const jobAlertsQueryOptions = queryOptions({
  queryKey: queryKeys.jobAlerts.all,
  queryFn: ({ signal }) => apiFetch('/job-alerts', { signal, schema: jobAlertListSchema }),
});
