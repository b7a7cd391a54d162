import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StageContentInput, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/stage/activities/{id} {title, description}` (admin). */
export const useUpdateActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StageContentInput }) =>
      callApi(stageApi.updateActivity, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
