import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type RoleId } from '@portal/contracts';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { AuthUser } from '../lib/access.ts';
import { forbidden } from '../lib/access.ts';

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

/** Resolves the bearer token to its user once per request; routes then ask for a role. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token || !request.url.startsWith('/api/')) return;
    request.token = token;
    request.user = await opts.auth.userForToken(token);
  });
});

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
