import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCompanyViews } from './mutation-support';

/** `DELETE /api/companies/:id` → 204; 409 'Você não pode deletar a empresa caso a vagas existentes'. */
export const useDeleteCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/companies/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateCompanyViews(client),
  });
};
