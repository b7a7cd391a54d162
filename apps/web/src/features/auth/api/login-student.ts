import type { Session, StudentLoginRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { asSession } from './session-response';

/** `POST /api/login-student` (RA login): answers the session. */
export const loginStudent = (body: StudentLoginRequest): Promise<Session> =>
  apiFetch('/login-student', { method: 'POST', body, expireOn401: false }).then(asSession);
