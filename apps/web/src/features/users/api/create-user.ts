import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type CreateUserInput } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/users` (admin) → 201 with the user. */
export const useCreateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => callApi(usersApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
};
