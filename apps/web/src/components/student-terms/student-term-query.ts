import { queryOptions, useMutation } from '@tanstack/react-query';
import { signTermResponseSchema, termsResponseSchema, type SignTermRequest, type Term } from '@portal/contracts';
import { apiFetch } from '../../lib/api-client';

/** `GET /api/terms`: the newest student ('aluno') term, the one a student signs. */
export const studentTermQueryOptions = queryOptions({
  queryKey: ['terms', 'aluno'],
  queryFn: async ({ signal }): Promise<Term | null> => {
    const terms = await apiFetch('/terms', { signal, schema: termsResponseSchema });
    return terms
      .filter((t) => t.type === 'aluno')
      .reduce<Term | null>((newest, t) => (!newest || t.id > newest.id ? t : newest), null);
  },
  staleTime: Infinity,
});

/** `POST /api/terms/sign {user_id, term_id}` → 201 with the signature. */
export const useSignTerm = () =>
  useMutation({
    mutationFn: (body: SignTermRequest) =>
      apiFetch('/terms/sign', { method: 'POST', body, schema: signTermResponseSchema }),
  });
