import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type LoginRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/login` (e-mail login of staff): answers the session. */
export const useLoginMutation = () =>
  useMutation({
    mutationFn: (body: LoginRequest) =>
      apiFetch('/login', { method: 'POST', body, schema: sessionSchema, expireOn401: false }),
  });
