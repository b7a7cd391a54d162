import { queryOptions } from '@tanstack/react-query';
import { jobHiringSummarySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/jobs/:id/summary`: the job of `/candidaturas/:id` with its counts and hired candidates,
 * not its applicants (thousands on a large job; docs/decisions/011-hiring-pipeline.md).
 */
export const jobSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.jobs.summary(id),
    queryFn: ({ signal }) => apiFetch(`/jobs/${id}/summary`, { signal, schema: jobHiringSummarySchema }),
  });
