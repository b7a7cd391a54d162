import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume, UPLOAD_TIMEOUT_MS } from './resume-cache';

/** `POST /api/events` (multipart, with the certificate file or link) → 201 with the event. */
export const useCreateEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      apiFetch('/events', { method: 'POST', body, schema: eventSchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateResume(client),
  });
};
