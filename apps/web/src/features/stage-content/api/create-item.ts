import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StageContentInput, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/stage/items {activity_id, title, description}` (admin) → 201 with the item. */
export const useCreateItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: StageContentInput }) =>
      callApi(stageApi.createItem, { body: { activity_id: activityId, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
