import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateUserInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** `PUT /api/users/:id` with only the changed fields (admin) → 200 with the user. */
export const useUpdateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserInput }) =>
      apiFetch(`/users/${id}`, { method: 'PUT', body, schema: userSchema }),
    onSuccess: async () => {
      // Names and the active flag also show on companies and jobs.
      await invalidateKeys(client, queryKeys.users.all, queryKeys.companies.all, queryKeys.jobs.all);
    },
  });
};
