import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSchema, type UpdateJobInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateJobViews } from './invalidate-job-views';

/** `PUT /api/jobs/:id` with only the changed fields → 200 with the job. */
export const useUpdateJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateJobInput }) =>
      apiFetch(`/jobs/${id}`, { method: 'PUT', body, schema: jobSchema }),
    onSuccess: () => invalidateJobViews(client),
  });
};
