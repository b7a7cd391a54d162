import { queryOptions } from '@tanstack/react-query';
import { jobAlertListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export const JOB_ALERTS_KEY = ['job-alerts'] as const;

/** `GET /api/job-alerts`: the student's own alerts (at most ten, so one page). */
export const jobAlertsQueryOptions = queryOptions({
  queryKey: JOB_ALERTS_KEY,
  queryFn: ({ signal }) => apiFetch('/job-alerts', { signal, schema: jobAlertListSchema }),
});
