import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyResultSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/**
 * `POST /api/jobs/:id/notify` → `{notified, message}`: e-mails the outcome to every candidate not
 * told yet and records when (docs/spec/13-open-behaviours.md#candidate-notification).
 */
export const useNotifyCandidates = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => apiFetch(`/jobs/${jobId}/notify`, { method: 'POST', schema: notifyResultSchema }),
    onSettled: () => invalidateKeys(client, queryKeys.applications.all, queryKeys.jobs.all),
  });
};
