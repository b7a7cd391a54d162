import { useMutation } from '@tanstack/react-query';
import { unsubscribeResponseSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/job-alerts/unsubscribe?token=`: the same one-click request a mail client sends. */
export const useUnsubscribeJobAlert = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch('/job-alerts/unsubscribe', {
        method: 'POST',
        query: { token },
        schema: unsubscribeResponseSchema,
        expireOn401: false,
      }),
  });
