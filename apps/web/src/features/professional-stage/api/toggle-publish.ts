import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditionSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/auditions/{id}/publish`: flips the published flag of a video CV; the list reloads. */
export const useTogglePublish = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/stage/auditions/${id}/publish`, { schema: auditionSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.stage.auditions }),
  });
};
