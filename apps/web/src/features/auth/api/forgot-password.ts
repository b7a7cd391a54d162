import type { ForgotPasswordRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/forgot-password`: e-mails a reset link (same answer for unknown e-mails). */
export const forgotPassword = (body: ForgotPasswordRequest): Promise<unknown> =>
  apiFetch('/forgot-password', { method: 'POST', body, expireOn401: false });
