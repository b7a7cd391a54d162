import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { invalidateCompanyViews } from './mutation-support';

/** `DELETE /api/companies/:id` → 204; 409 'Você não pode deletar a empresa caso a vagas existentes'. */
export const useDeleteCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(companiesApi.remove, { params: { id } }),
    onSuccess: () => invalidateCompanyViews(client),
  });
};
