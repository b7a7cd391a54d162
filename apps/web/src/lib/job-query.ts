import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { jobWithApplicationsSchema } from '@portal/contracts';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { queryKeys } from './query-keys';

/**
 * `GET /api/jobs/:id`: an array whose first element is the job, with its applications
 * (docs/spec/07-api.md#jobs-api). Read by the jobs' details dialog; `/candidaturas/:id` reads the summary (no applicants).
 */
export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.jobs.detail(id),
    queryFn: async ({ signal }) => {
      const [job] = await apiFetch(`/jobs/${id}`, { signal, schema: z.array(jobWithApplicationsSchema) });
      if (!job) throw ApiError.fromBody(404, undefined);
      return job;
    },
  });
