import { authApi, isMfaChallenge, type LoginRequest, type LoginResponse } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { asSession } from './session-response';

/**
 * `POST /api/login` (e-mail login of admin and representatives): answers the session, or the
 * second-factor step (`{mfa_required, mfa_token}`) when the account has TOTP on. A plain call (the
 * form tracks its pending state): the login screens load without TanStack Query.
 */
export const login = (body: LoginRequest): Promise<LoginResponse> =>
  callApi(authApi.login, { body, expireOn401: false }).then((r) => (isMfaChallenge(r) ? r : asSession(r)));
