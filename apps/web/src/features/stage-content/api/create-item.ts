import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityItemSchema, type StageContentInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/stage/items {activity_id, title, description}` (admin) → 201 with the item. */
export const useCreateItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: StageContentInput }) =>
      apiFetch('/stage/items', {
        method: 'POST',
        body: { activity_id: activityId, ...body },
        schema: activityItemSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
