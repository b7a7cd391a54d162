import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { termsApi, type Profile, type SignTermRequest, type Term } from '@portal/contracts';
import { callApi } from '../../lib/call-api';
import { profileQueryOptions } from '../../lib/profile';
import { queryKeys } from '../../lib/query-keys';

/** `GET /api/terms`: the newest student ('aluno') term, the one a student signs. */
export const studentTermQueryOptions = queryOptions({
  queryKey: queryKeys.terms.student,
  queryFn: async ({ signal }): Promise<Term | null> => {
    const terms = await callApi(termsApi.list, { signal });
    return terms
      .filter((t) => t.type === 'aluno')
      .reduce<Term | null>((newest, t) => (!newest || t.id > newest.id ? t : newest), null);
  },
});

/** `POST /api/terms/sign {user_id, term_id}` → 201 with the signature; the profile then says it is signed. */
export const useSignTerm = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignTermRequest) => callApi(termsApi.sign, { body }),
    onSuccess: () => {
      client.setQueryData<Profile>(profileQueryOptions.queryKey, (p) => (p ? { ...p, has_terms: true } : p));
      // What the server refused until now (403 terms_required) is read again.
      void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    },
  });
};
