import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/stage/auditions/{id}` → 204. */
export const useDeleteAudition = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(stageApi.removeAudition, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stage.auditions }),
  });
};
