import { authApi, type ChangePasswordForm } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

/** `POST /api/password` with `{ current_password, password, password_confirmation }` → `{ message }`. */
export const changePassword = (body: ChangePasswordForm) => callApi(authApi.changePassword, { body });
