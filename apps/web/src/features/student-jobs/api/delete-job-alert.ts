import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { JOB_ALERTS_KEY } from './job-alerts-query';

/** `DELETE /api/job-alerts/:id` → 204. */
export const useDeleteJobAlert = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/job-alerts/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
  });
};
