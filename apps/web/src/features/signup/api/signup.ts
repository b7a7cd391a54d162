import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { SignupRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

const signupResponseSchema = z.object({ message: z.string(), user_id: z.number().int(), company_id: z.number().int() });
export type SignupResponse = z.output<typeof signupResponseSchema>;

/** `POST /api/signup` (no token): an inactive representative and their company → 201. */
export const useSignup = () =>
  useMutation({
    mutationFn: (body: SignupRequest) =>
      apiFetch('/signup', { method: 'POST', body, schema: signupResponseSchema, expireOn401: false }),
  });
