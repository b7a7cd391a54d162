import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAlertSchema, type CreateJobAlertInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/job-alerts` → 201 with the alert; 422 on the 11th or without a criterion. */
export const useCreateJobAlert = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJobAlertInput) =>
      apiFetch('/job-alerts', { method: 'POST', body, schema: jobAlertSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.jobAlerts.all }),
  });
};
