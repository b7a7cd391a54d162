import { authApi, type ForgotPasswordRequest } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

/** `POST /api/forgot-password`: e-mails a reset link (same answer for unknown e-mails). */
export const forgotPassword = (body: ForgotPasswordRequest): Promise<unknown> =>
  callApi(authApi.forgotPassword, { body, expireOn401: false });
