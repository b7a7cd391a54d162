import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { stageEmailsSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

const key = (studentId: number) => ['students', 'stage-emails', studentId] as const;

/** `GET /api/students/:id/stage-emails`: whether the student gets e-mails on stage changes. */
export const stageEmailsQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: key(studentId),
    queryFn: ({ signal }) => apiFetch(`/students/${studentId}/stage-emails`, { signal, schema: stageEmailsSchema }),
  });

/** `PUT /api/students/:id/stage-emails`. */
export const useSaveStageEmails = (studentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch(`/students/${studentId}/stage-emails`, { method: 'PUT', body: { enabled }, schema: stageEmailsSchema }),
    onSuccess: (data) => client.setQueryData(key(studentId), data),
  });
};
