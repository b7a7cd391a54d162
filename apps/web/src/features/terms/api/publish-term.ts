import { useMutation, useQueryClient } from '@tanstack/react-query';
import { termVersionSchema, type PublishTermRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/terms {type, term_text}` (admin) → 201 with the new version; 422 on an empty or unchanged text. */
export const usePublishTerm = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishTermRequest) => apiFetch('/terms', { method: 'POST', body, schema: termVersionSchema }),
    // The versions list and the terms every reader shows (the sign-up's, the student dialog's).
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.terms.all }),
  });
};
