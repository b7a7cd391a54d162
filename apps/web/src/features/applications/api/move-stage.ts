import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, bulkMoveResultSchema, type BulkMoveInput, type MoveStageInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/**
 * Moves applications to a stage: `PATCH /api/applications/:id/stage` for one (with the interview),
 * `POST /api/applications/stage` for several (all or nothing). Answers how many moved.
 */
export const useMoveStage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, input }: { ids: number[]; input: MoveStageInput }): Promise<number> => {
      if (ids.length === 1) {
        await apiFetch(`/applications/${ids[0]}/stage`, { method: 'PATCH', body: input, schema: applicationSchema });
        return 1;
      }
      const body: BulkMoveInput = { ids, stage: input.stage, reason: input.reason, message: input.message };
      return (await apiFetch('/applications/stage', { method: 'POST', body, schema: bulkMoveResultSchema })).updated;
    },
    onSettled: () => invalidateKeys(client, queryKeys.applications.all, queryKeys.jobs.all),
  });
};
