import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { invalidateCompanyViews, UPLOAD_TIMEOUT_MS } from './mutation-support';

/** `PUT /api/companies/:id` (multipart) with only the changed fields → 200 with the company. */
export const useUpdateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormData }) =>
      callApi(companiesApi.update, { params: { id }, body, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateCompanyViews(client),
  });
};
