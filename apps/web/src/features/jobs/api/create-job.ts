import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type CreateJobInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateJobViews } from './invalidate-job-views';

/** `POST /api/jobs` → 201 with the job (always open). */
export const useCreateJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJobInput) => apiFetch('/jobs', { method: 'POST', body, schema: jobSchema }),
    onSuccess: () => invalidateJobViews(client),
  });
};
