import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkSchema, type StudentJob } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { patchStudentJob, refetchStudentJobs } from './patch-student-job';

/**
 * The bookmark toggle: `POST /api/bookmark {student_id, job_id}` → 201 when the job is not saved,
 * `DELETE /api/bookmark/:id` → 204 when it is. Resolves with the new bookmark id (null when removed).
 */
export const useToggleBookmark = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (job: StudentJob): Promise<number | null> => {
      if (job.bookmark_id !== null) {
        await apiFetch<void>(`/bookmark/${job.bookmark_id}`, { method: 'DELETE' });
        return null;
      }
      const body = { student_id: getSession()?.student_id ?? 0, job_id: job.id };
      return (await apiFetch('/bookmark', { method: 'POST', body, schema: bookmarkSchema })).id;
    },
    onSuccess: (bookmarkId, job) => {
      patchStudentJob(client, job.id, (j) => ({ ...j, bookmark_id: bookmarkId }));
      void refetchStudentJobs(client);
    },
  });
};
