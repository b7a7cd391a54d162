import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityItemSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/stage/check-items/{id} { checked }`: the student ticks a check item for themselves. */
export const useToggleCheckItem = (activityId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: number; checked: boolean }) =>
      apiFetch(`/stage/check-items/${id}`, { method: 'PUT', body: { checked }, schema: activityItemSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.activity(activityId) }),
  });
};
