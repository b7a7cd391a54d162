import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractTypeSchema, type ContractTypeInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys, invalidateKeys } from '../../../lib/query-keys';

/** `PUT /api/contract-types/:id {name}` (admin) → 200 with the contract type. */
export const useUpdateContractType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContractTypeInput }) =>
      apiFetch(`/contract-types/${id}`, { method: 'PUT', body, schema: contractTypeSchema }),
    onSuccess: async () => {
      // Job screens show the contract type's name too.
      await invalidateKeys(client, queryKeys.contractTypes.all, queryKeys.jobs.all);
    },
  });
};
