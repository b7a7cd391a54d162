import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataDeletionRequestSchema,
  dataDeletionResultSchema,
  dataExportRequestSchema,
  idParamSchema,
  ROLE_ID,
  studentExportSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { PrivacyService } from './privacy.service.ts';

/**
 * LGPD: the student (or an administrator) downloads or erases everything the portal holds about
 * them, after typing their own password again: the export is a POST so the password travels in
 * the body, never in an address that logs and browser histories keep.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  const guard = requireRole(ROLE_ID.student, ROLE_ID.admin);

  app.post(
    '/students/:id/export',
    {
      onRequest: guard,
      config: ownsPath(privacy.authorize),
      schema: { params: idParamSchema, body: dataExportRequestSchema, response: { 200: studentExportSchema } },
    },
    async (req, reply) => {
      const { userAgent } = requestContext(req);
      const data = await privacy.exportData(requireUser(req), req.params.id, req.body.password, req.ip, userAgent);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="meus-dados-${data.student.ra.replace(/[^0-9A-Za-z.-]/g, '')}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/students/:id/data-deletion',
      onRequest: guard,
      config: ownsPath(privacy.authorize),
      schema: { params: idParamSchema, body: dataDeletionRequestSchema, response: { 200: dataDeletionResultSchema } },
      handler: (req) =>
        privacy.deleteData(requireUser(req), req.params.id, req.body.password, req.ip, requestContext(req).userAgent),
    });
  }
};
