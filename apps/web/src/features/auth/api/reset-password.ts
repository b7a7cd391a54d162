import { authApi, type ResetPasswordForm } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

export interface ResetPasswordVariables extends ResetPasswordForm {
  email: string;
  signature: string;
}

/** `POST /api/reset-password/{email}?signature=…` with `{ password, password_confirmation }` → `{ message, login_path }`. */
export const resetPassword = ({ email, signature, ...body }: ResetPasswordVariables) =>
  callApi(authApi.resetPassword, { params: { email }, query: { signature }, body, expireOn401: false });
