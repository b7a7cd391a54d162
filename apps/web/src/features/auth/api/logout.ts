import { apiFetch } from '../../../lib/api-client';
import { loginPathFor, getSession, signOut } from '../../../lib/session';

/**
 * 'Sair': revokes the token with `POST /api/logout` (sent with the current token before the
 * session is cleared; its outcome does not matter), clears local storage and goes to the role's
 * login: `/login-admin` for admin and representatives, `/` for students.
 */
export const logout = (): void => {
  const target = loginPathFor(getSession()?.role ?? 'signed-out');
  apiFetch('/logout', { method: 'POST', expireOn401: false }).catch(() => undefined);
  signOut(target);
};
