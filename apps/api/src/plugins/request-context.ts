import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../lib/access.ts';
import type { RequestContext } from '../modules/audit/audit.service.ts';

/**
 * Who is asking and from where, for the services that leave an audit entry. `request.ip` follows
 * TRUST_PROXY (the client address behind a trusted proxy, the socket's otherwise).
 */
export const requestContext = (request: FastifyRequest): RequestContext<AuthUser> => ({
  actor: request.user,
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] || null,
});
