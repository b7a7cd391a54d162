import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCompanyViews, UPLOAD_TIMEOUT_MS } from './mutation-support';

/** `POST /api/companies` (multipart, with the logo and cover files) → 201 with the company. */
export const useCreateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      apiFetch('/companies', { method: 'POST', body, schema: companySchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateCompanyViews(client),
  });
};
