import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordForm } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export interface ResetPasswordVariables extends ResetPasswordForm {
  email: string;
  signature: string;
}

/** `POST /api/reset-password/{email}?signature=…` with `{ password, password_confirmation }`. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: ({ email, signature, ...body }: ResetPasswordVariables) =>
      apiFetch<{ message?: string } | undefined>(`/reset-password/${encodeURIComponent(email)}`, {
        method: 'POST',
        query: { signature },
        body,
        expireOn401: false,
      }),
  });
