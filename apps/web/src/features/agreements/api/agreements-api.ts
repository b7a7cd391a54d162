import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementsApi, companiesApi, type AgreementInput } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

const all = queryKeys.agreements.all;

/** `GET /api/agreements`: the office sees all, a representative its companies'. */
export const agreementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.agreements.list(page),
    queryFn: ({ signal }) => callApi(agreementsApi.list, { signal, query: { page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });

export const companyOptionsQuery = queryOptions({
  queryKey: queryKeys.agreements.companyOptions,
  queryFn: ({ signal }) => callApi(companiesApi.list, { signal, query: { limit: 100 } }),
});

export const useCreateAgreement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementInput) => callApi(agreementsApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
};

export const useDeleteAgreement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(agreementsApi.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
};
