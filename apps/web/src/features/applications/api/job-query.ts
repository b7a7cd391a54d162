import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { jobWithApplicationsSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

const jobAnswerSchema = z.array(jobWithApplicationsSchema).min(1);

/** `GET /api/jobs/:id` answers an array; its first element is the job with all its applications. */
export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['jobs', 'with-applications', id],
    queryFn: ({ signal }) => apiFetch(`/jobs/${id}`, { signal, schema: jobAnswerSchema }).then((jobs) => jobs[0]!),
  });
