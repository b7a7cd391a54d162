import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementListSchema, agreementSchema, companyListSchema, type AgreementInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const all = queryKeys.agreements.all;

/** `GET /api/agreements`: the office sees all, a representative its companies'. */
export const agreementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.agreements.list(page),
    queryFn: ({ signal }) =>
      apiFetch('/agreements', { signal, query: { page, limit: 20 }, schema: agreementListSchema }),
    placeholderData: keepPreviousData,
  });

export const companyOptionsQuery = queryOptions({
  queryKey: queryKeys.agreements.companyOptions,
  queryFn: ({ signal }) => apiFetch('/companies', { signal, query: { limit: 100 }, schema: companyListSchema }),
});

export const useCreateAgreement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementInput) => apiFetch('/agreements', { method: 'POST', body, schema: agreementSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
};

export const useDeleteAgreement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/agreements/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
};
