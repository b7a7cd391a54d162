import { messageResponseSchema, type ChangePasswordForm } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/password` with `{ current_password, password, password_confirmation }` → `{ message }`. */
export const changePassword = (body: ChangePasswordForm) =>
  apiFetch('/password', { method: 'POST', body, schema: messageResponseSchema });
