import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema, ROLE_ID } from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';
import type { AuditService } from './audit.service.ts';

/** GET /api/audit-log: the audit log, newest first, for administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit-log',
    {
      onRequest: requireRole(ROLE_ID.admin),
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema } },
    },
    (req) => {
      const { page, limit, ...filter } = req.query;
      return audit.list(filter, page, limit);
    },
  );
};
