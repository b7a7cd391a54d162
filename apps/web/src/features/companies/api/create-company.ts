import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { invalidateCompanyViews, UPLOAD_TIMEOUT_MS } from './mutation-support';

/** `POST /api/companies` (multipart, with the logo and cover files) → 201 with the company. */
export const useCreateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => callApi(companiesApi.create, { body, timeoutMs: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => invalidateCompanyViews(client),
  });
};
