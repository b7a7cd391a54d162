import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityItemSchema, type StageContentInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/stage/check-items/{id} {title, description}` (admin edits the text; students only tick). */
export const useUpdateItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StageContentInput }) =>
      apiFetch(`/stage/check-items/${id}`, { method: 'PUT', body, schema: activityItemSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.stageContent }),
  });
};
