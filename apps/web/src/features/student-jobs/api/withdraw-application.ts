import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentJob } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { patchStudentJob, refetchStudentJobs } from './patch-student-job';

/** `DELETE /api/applications/:id` → 204: the student withdraws from a job. */
export const useWithdrawApplication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: StudentJob) => apiFetch<void>(`/applications/${job.application_id ?? 0}`, { method: 'DELETE' }),
    onSuccess: (_, job) => {
      patchStudentJob(client, job.id, (j) => ({
        ...j,
        application_id: null,
        applications_count: Math.max(0, j.applications_count - 1),
      }));
      void refetchStudentJobs(client);
    },
  });
};
