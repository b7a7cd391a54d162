import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractTypeSchema, type ContractTypeInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/contract-types {name}` (admin) → 201 with the contract type. */
export const useCreateContractType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractTypeInput) =>
      apiFetch('/contract-types', { method: 'POST', body, schema: contractTypeSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.contractTypes.all }),
  });
};
