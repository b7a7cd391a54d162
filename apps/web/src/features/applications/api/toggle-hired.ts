import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/**
 * `PUT /api/applications/:id/hired` toggles the hired mark (docs/spec/04-states.md#application): 'Concluir ocupação da
 * vaga' marks the chosen candidate, the chip's delete unmarks them. The data reloads afterwards.
 */
export const useToggleHired = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/applications/${id}/hired`, { method: 'PUT', schema: applicationSchema }),
    onSettled: () => invalidateKeys(client, queryKeys.applications.all, queryKeys.jobs.all),
  });
};
