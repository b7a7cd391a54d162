import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume, UPLOAD_TIMEOUT_MS } from './resume-cache';

/** `PUT /api/events/:id`: multipart with the changed fields, or JSON `{ visible }` (the switch). */
export const useUpdateEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormData | { visible: 0 | 1 } }) =>
      apiFetch(`/events/${id}`, { method: 'PUT', body, schema: eventSchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateResume(client),
  });
};
