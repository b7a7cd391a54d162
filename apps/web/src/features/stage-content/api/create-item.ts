import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityItemSchema, type StageContentInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { STAGE_CONTENT_KEY } from './stage-content-query';

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
    onSuccess: () => client.invalidateQueries({ queryKey: STAGE_CONTENT_KEY }),
  });
};
