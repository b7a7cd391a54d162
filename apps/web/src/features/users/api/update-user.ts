import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type UpdateUserInput } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** `PUT /api/users/:id` with only the changed fields (admin) → 200 with the user. */
export const useUpdateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserInput }) =>
      callApi(usersApi.update, { params: { id }, body }),
    onSuccess: async () => {
      // Names and the active flag also show on companies and jobs.
      await invalidateKeys(client, queryKeys.users.all, queryKeys.companies.all, queryKeys.jobs.all);
    },
  });
};
