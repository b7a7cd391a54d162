import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeShareSchema, type ResumeShare } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/students/:id/share`: whether the resume is shared, its link and the e-mail choice. */
export const resumeShareQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: queryKeys.students.share(studentId),
    queryFn: ({ signal }) => apiFetch(`/students/${studentId}/share`, { signal, schema: resumeShareSchema }),
  });

type ShareChange = { action: 'enable' } | { action: 'disable' } | { action: 'email'; show_email: boolean };

/**
 * `POST` (on, or a new key), `DELETE` (off) and `PUT { show_email }` on `/api/students/:id/share`.
 */
export const useChangeResumeShare = (studentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ShareChange): Promise<ResumeShare> => {
      const url = `/students/${studentId}/share`;
      if (change.action === 'enable') return apiFetch(url, { method: 'POST', body: {}, schema: resumeShareSchema });
      if (change.action === 'disable') return apiFetch(url, { method: 'DELETE', schema: resumeShareSchema });
      return apiFetch(url, { method: 'PUT', body: { show_email: change.show_email }, schema: resumeShareSchema });
    },
    onSuccess: (data) => client.setQueryData(queryKeys.students.share(studentId), data),
  });
};
