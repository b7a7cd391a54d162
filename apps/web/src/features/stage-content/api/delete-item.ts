import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/stage/items/{id}` (admin) → 204. */
export const useDeleteItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(stageApi.removeItem, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
