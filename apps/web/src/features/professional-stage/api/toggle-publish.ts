import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/auditions/{id}/publish`: flips the published flag of a video CV; the list reloads. */
export const useTogglePublish = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(stageApi.publish, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.auditions }),
  });
};
