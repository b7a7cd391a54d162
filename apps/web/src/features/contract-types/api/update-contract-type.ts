import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractTypeSchema, type ContractTypeInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `PUT /api/contract-types/:id {name}` (admin) → 200 with the contract type. */
export const useUpdateContractType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContractTypeInput }) =>
      apiFetch(`/contract-types/${id}`, { method: 'PUT', body, schema: contractTypeSchema }),
    onSuccess: async () => {
      // Job screens show the contract type's name too.
      await Promise.all(['contract-types', 'jobs'].map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
};
