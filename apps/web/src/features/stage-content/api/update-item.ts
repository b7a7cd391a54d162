import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StageContentInput, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/stage/check-items/{id} {title, description}` (admin edits the text; students only tick). */
export const useUpdateItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StageContentInput }) =>
      callApi(stageApi.checkItem, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
