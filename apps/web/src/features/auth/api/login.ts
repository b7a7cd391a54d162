import type { LoginRequest, Session } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { asSession } from './session-response';

/**
 * `POST /api/login` (e-mail login of admin and representatives): answers the session. A plain
 * call (the form tracks its pending state): the login screens load without TanStack Query.
 */
export const login = (body: LoginRequest): Promise<Session> =>
  apiFetch('/login', { method: 'POST', body, expireOn401: false }).then(asSession);
