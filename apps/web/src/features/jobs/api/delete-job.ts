import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateJobViews } from './invalidate-job-views';

/** `DELETE /api/jobs/:id` → 204. */
export const useDeleteJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/jobs/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateJobViews(client),
  });
};
