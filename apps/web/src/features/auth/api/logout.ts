import { authApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { loginPathFor, getSession, signOut } from '../../../lib/session';

/**
 * 'Sair': revokes the token with `POST /api/logout` (sent with the current token before the
 * session is cleared; its outcome does not matter), clears local storage and goes to the role's
 * login: `/login-admin` for admin and representatives, `/` for students.
 */
export const logout = (): void => {
  const target = loginPathFor(getSession()?.role ?? 'signed-out');
  callApi(authApi.logout, { expireOn401: false }).catch(() => undefined);
  signOut(target);
};
