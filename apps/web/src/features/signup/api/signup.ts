import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema, type SignupRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/signup` (no token): an inactive representative and their company → 201. */
export const useSignup = () =>
  useMutation({
    mutationFn: (body: SignupRequest) =>
      apiFetch('/signup', { method: 'POST', body, schema: signupResponseSchema, expireOn401: false }),
  });
