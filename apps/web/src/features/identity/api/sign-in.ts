import { isMfaChallenge, messages, type LoginResponse, type Session } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isSession } from '../../../lib/session';

const asLoginResponse = (body: unknown): LoginResponse => {
  if (body && typeof body === 'object' && isMfaChallenge(body as LoginResponse)) return body as LoginResponse;
  if (!isSession(body)) throw new ApiError(500, [{ message: messages.errors.internal }]);
  return body;
};

/** `POST /api/auth/exchange`: the one-time code of /auth/callback for the session (or the code step). */
export const exchangeCode = (code: string): Promise<LoginResponse> =>
  apiFetch('/auth/exchange', { method: 'POST', body: { code }, expireOn401: false }).then(asLoginResponse);

/** `POST /api/login/mfa`: the authenticator's (or a recovery) code for the session. */
export const loginMfa = (mfaToken: string, code: string): Promise<Session> =>
  apiFetch('/login/mfa', { method: 'POST', body: { mfa_token: mfaToken, code }, expireOn401: false }).then((r) => {
    if (!isSession(r)) throw new ApiError(500, [{ message: messages.errors.internal }]);
    return r;
  });
