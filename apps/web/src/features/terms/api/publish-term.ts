import { useMutation, useQueryClient } from '@tanstack/react-query';
import { termsApi, type PublishTermRequest } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/terms {type, term_text}` (admin) → 201 with the new version; 422 on an empty or unchanged text. */
export const usePublishTerm = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishTermRequest) => callApi(termsApi.publish, { body }),
    // The versions list and the terms every reader shows (the sign-up's, the student dialog's).
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.terms.all }),
  });
};
