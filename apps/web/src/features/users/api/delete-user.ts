import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/users/:id` (admin) → 204; 409 when the user still has companies. */
export const useDeleteUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(usersApi.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
};
