import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activitySchema, type StageContentInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/stage/activities/{id} {title, description}` (admin). */
export const useUpdateActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StageContentInput }) =>
      apiFetch(`/stage/activities/${id}`, { method: 'PUT', body, schema: activitySchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
