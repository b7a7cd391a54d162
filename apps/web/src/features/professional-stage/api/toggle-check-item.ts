import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/stage/check-items/{id} { checked }`: the student ticks a check item for themselves. */
export const useToggleCheckItem = (activityId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: number; checked: boolean }) =>
      callApi(stageApi.checkItem, { params: { id }, body: { checked } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.activity(activityId) }),
  });
};
