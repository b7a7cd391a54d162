import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume } from './resume-cache';

/** `DELETE /api/events/:id` → 204 (the stored certificate goes too). */
export const useDeleteEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/events/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateResume(client),
  });
};
