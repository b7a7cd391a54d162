import type { ResetPasswordForm } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export interface ResetPasswordVariables extends ResetPasswordForm {
  email: string;
  signature: string;
}

/** `POST /api/reset-password/{email}?signature=…` with `{ password, password_confirmation }`. */
export const resetPassword = ({ email, signature, ...body }: ResetPasswordVariables): Promise<unknown> =>
  apiFetch(`/reset-password/${encodeURIComponent(email)}`, {
    method: 'POST',
    query: { signature },
    body,
    expireOn401: false,
  });
