import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** `DELETE /api/applications/:id` (staff, on their own jobs) → 204. */
export const useDeleteApplication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/applications/${id}`, { method: 'DELETE' }),
    // The job's count and candidate list change too.
    onSuccess: () => invalidateKeys(client, queryKeys.applications.all, queryKeys.jobs.all),
  });
};
