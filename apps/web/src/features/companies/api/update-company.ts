import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCompanyViews, UPLOAD_TIMEOUT_MS } from './mutation-support';

/** `PUT /api/companies/:id` (multipart) with only the changed fields → 200 with the company. */
export const useUpdateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormData }) =>
      apiFetch(`/companies/${id}`, { method: 'PUT', body, schema: companySchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateCompanyViews(client),
  });
};
