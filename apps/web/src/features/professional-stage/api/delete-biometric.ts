import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/stage/biometrics/{id}` → 204: the photo and its file are removed. */
export const useDeleteBiometric = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(stageApi.removeBiometric, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.biometrics }),
  });
};
