import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `DELETE /api/skills/:id` → 204. */
export const useDeleteSkill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/skills/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateResume(client),
  });
};
