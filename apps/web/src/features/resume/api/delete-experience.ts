import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `DELETE /api/professional-experiences/:id` → 204. */
export const useDeleteExperience = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/professional-experiences/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateResume(client),
  });
};
