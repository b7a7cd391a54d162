import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type CreateUserInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/users` (admin) → 201 with the user. */
export const useCreateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => apiFetch('/users', { method: 'POST', body, schema: userSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
};
