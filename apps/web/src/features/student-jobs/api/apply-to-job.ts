import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, type StudentJob } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/profile';
import { patchStudentJob, refetchStudentJobs } from './patch-student-job';

/** `POST /api/applications {job_id, ra}` → 201; the RA is the student's own, from `GET /api/profile`. */
export const useApplyToJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (job: StudentJob) => {
      const profile = await client.fetchQuery(profileQueryOptions);
      return apiFetch('/applications', {
        method: 'POST',
        body: { job_id: job.id, ra: profile.student?.ra ?? '' },
        schema: applicationSchema,
      });
    },
    onSuccess: (application, job) => {
      patchStudentJob(client, job.id, (j) => ({
        ...j,
        application_id: application.id,
        applications_count: j.applications_count + 1,
      }));
      void refetchStudentJobs(client);
    },
  });
};
