import { authApi, type Session, type StudentLoginRequest } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { asSession } from './session-response';

/** `POST /api/login-student` (RA login): answers the session. */
export const loginStudent = (body: StudentLoginRequest): Promise<Session> =>
  callApi(authApi.loginStudent, { body, expireOn401: false }).then(asSession);
