import { useMutation } from '@tanstack/react-query';
import { signupApi, type SignupRequest } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

/** `POST /api/signup` (no token): an inactive representative and their company → 201. */
export const useSignup = () =>
  useMutation({
    mutationFn: (body: SignupRequest) => callApi(signupApi.signup, { body, expireOn401: false }),
  });
