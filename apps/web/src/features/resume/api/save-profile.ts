import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateResume, UPLOAD_TIMEOUT_MS } from './resume-cache';

interface SaveProfileArgs {
  id: number;
  body: FormData;
  /** POST the first time the student fills the profile in ('cadastrar'), PUT afterwards ('atualizar'). */
  method: 'POST' | 'PUT';
}

/** `POST` or `PUT /api/students/:id` (multipart, with the optional `profile_picture` file). */
export const useSaveProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, method }: SaveProfileArgs) =>
      apiFetch(`/students/${id}`, { method, body, schema: studentSchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateResume(client),
  });
};
