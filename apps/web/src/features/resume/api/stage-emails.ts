import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { stageEmailsSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/students/:id/stage-emails`: whether the student gets e-mails on stage changes. */
export const stageEmailsQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: queryKeys.students.stageEmails(studentId),
    queryFn: ({ signal }) => apiFetch(`/students/${studentId}/stage-emails`, { signal, schema: stageEmailsSchema }),
  });

/** `PUT /api/students/:id/stage-emails`. */
export const useSaveStageEmails = (studentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiFetch(`/students/${studentId}/stage-emails`, { method: 'PUT', body: { enabled }, schema: stageEmailsSchema }),
    onSuccess: (data) => client.setQueryData(queryKeys.students.stageEmails(studentId), data),
  });
};
