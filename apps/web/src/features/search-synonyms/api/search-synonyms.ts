import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { searchSynonymListSchema, searchSynonymSchema, type SearchSynonymInput } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

const KEY = ['search-synonyms'] as const;

/** `GET /api/search-synonyms` (admin): every group. */
export const searchSynonymsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch('/search-synonyms', { signal, schema: searchSynonymListSchema }),
  });

/** `POST /api/search-synonyms {terms}` → 201 with the group; 422 with fewer than two different terms. */
export const useCreateSearchSynonym = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchSynonymInput) =>
      apiFetch('/search-synonyms', { method: 'POST', body, schema: searchSynonymSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

/** `DELETE /api/search-synonyms/:id` → 204. */
export const useDeleteSearchSynonym = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/search-synonyms/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
