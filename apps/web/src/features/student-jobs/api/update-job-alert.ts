import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAlertSchema, type JobAlertList, type UpdateJobAlertInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/job-alerts/:id` with the changed fields (rename, criteria, frequency, pause/resume). */
export const useUpdateJobAlert = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateJobAlertInput }) =>
      apiFetch(`/job-alerts/${id}`, { method: 'PUT', body, schema: jobAlertSchema }),
    onSuccess: (alert) => {
      client.setQueryData<JobAlertList>(queryKeys.jobAlerts.all, (list) =>
        list ? { ...list, data: list.data.map((a) => (a.id === alert.id ? alert : a)) } : list,
      );
      void client.invalidateQueries({ queryKey: queryKeys.jobAlerts.all });
    },
  });
};
