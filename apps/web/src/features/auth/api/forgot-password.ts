import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/forgot-password`: e-mails a reset link (same answer for unknown e-mails). */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiFetch<{ message?: string } | undefined>('/forgot-password', { method: 'POST', body, expireOn401: false }),
  });
