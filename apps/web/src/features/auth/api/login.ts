import { isMfaChallenge, type LoginRequest, type LoginResponse } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { asSession } from './session-response';

/**
 * `POST /api/login` (e-mail login of admin and representatives): answers the session, or the
 * second-factor step (`{mfa_required, mfa_token}`) when the account has TOTP on. A plain call (the
 * form tracks its pending state): the login screens load without TanStack Query.
 */
export const login = (body: LoginRequest): Promise<LoginResponse> =>
  apiFetch('/login', { method: 'POST', body, expireOn401: false }).then((r) =>
    r && typeof r === 'object' && isMfaChallenge(r as LoginResponse) ? (r as LoginResponse) : asSession(r),
  );
