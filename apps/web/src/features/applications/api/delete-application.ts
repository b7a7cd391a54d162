import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `DELETE /api/applications/:id` (staff, on their own jobs) → 204. */
export const useDeleteApplication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/applications/${id}`, { method: 'DELETE' }),
    // The job's count and candidate list change too.
    onSuccess: () => Promise.all(['applications', 'jobs'].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
};
