import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, MFA_SETUP_REQUIRED, PASSWORD_CHANGE_REQUIRED, sessionRoleOf, type RoleId } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { AuthUser } from '../lib/access.ts';
import { forbidden } from '../lib/access.ts';
import { checkTerms } from './terms-gate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    token: string | null;
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
};

/** What a user who must choose a new password may still do: choose it, see who they are, leave. */
const WHILE_PASSWORD_CHANGE = new Set([
  'POST /api/password',
  'GET /api/profile',
  'POST /api/logout',
  'GET /api/config',
]);

/** What a user of MFA_REQUIRED_ROLES without TOTP may do: set it up, see who they are, leave. */
const WHILE_MFA_SETUP = new Set([
  ...WHILE_PASSWORD_CHANGE,
  'GET /api/mfa',
  'POST /api/mfa/totp',
  'POST /api/mfa/totp/verify',
]);

/**
 * Resolves the bearer token to its user once per request; routes then ask for a role. A user whose
 * password must change gets 403 (rule `password_change_required`) everywhere else, and a student
 * who has not accepted the current term 403 `terms_required` outside the routes terms-gate.ts
 * exempts, before any body is read.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: AuthService; mfaRoles?: readonly string[] }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token || !request.url.startsWith('/api/')) return;
      request.token = token;
      request.user = await opts.auth.userForToken(token);
      if (
        request.user?.must_change_password &&
        !WHILE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)
      )
        throw new AppError('FORBIDDEN', messages.session.passwordChangeRequired, {
          errors: [{ rule: PASSWORD_CHANGE_REQUIRED, message: messages.session.passwordChangeRequired }],
        });
      const user = request.user;
      if (
        user &&
        !user.mfa_enabled &&
        opts.mfaRoles?.includes(sessionRoleOf(user.role_id)) &&
        !WHILE_MFA_SETUP.has(`${request.method} ${request.routeOptions.url}`)
      )
        throw new AppError('FORBIDDEN', messages.session.mfaSetupRequired, {
          errors: [{ rule: MFA_SETUP_REQUIRED, message: messages.session.mfaSetupRequired }],
        });
      // An unknown route stays a 404; HEAD is exempt where its GET is.
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (user && request.routeOptions.url)
        await checkTerms(user, `${method} ${request.routeOptions.url}`, opts.auth.acceptedCurrentTerms);
    });
  },
);

export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new AppError('UNAUTHORIZED', messages.errors.unauthorized);
  return request.user;
};

/** onRequest guard (before body validation): 401 without a valid token, 403 for a role outside the list. */
export const requireRole =
  (...roles: RoleId[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const user = requireUser(request);
    if (roles.length && !roles.includes(user.role_id)) throw forbidden();
  };
