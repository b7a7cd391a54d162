import { resetPasswordResponseSchema, type ResetPasswordForm } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export interface ResetPasswordVariables extends ResetPasswordForm {
  email: string;
  signature: string;
}

/** `POST /api/reset-password/{email}?signature=…` with `{ password, password_confirmation }` → `{ message, login_path }`. */
export const resetPassword = ({ email, signature, ...body }: ResetPasswordVariables) =>
  apiFetch(`/reset-password/${encodeURIComponent(email)}`, {
    method: 'POST',
    query: { signature },
    body,
    schema: resetPasswordResponseSchema,
    expireOn401: false,
  });
