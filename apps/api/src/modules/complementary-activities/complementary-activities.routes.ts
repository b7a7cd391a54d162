import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  complementaryActivitiesSchema,
  complementaryImportRequestSchema,
  complementaryImportResultSchema,
  idParamSchema,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { ComplementaryActivitiesService } from './complementary-activities.service.ts';

export const complementaryActivitiesRoutes: FastifyPluginAsyncZod<{
  complementary: ComplementaryActivitiesService;
}> = async (app, { complementary }) => {
  app.get(
    '/students/:id/complementary-activities',
    {
      onRequest: requireRole(),
      config: ownsPath(complementary.authorizeRead),
      schema: { params: idParamSchema, response: { 200: complementaryActivitiesSchema } },
    },
    (req) => complementary.forStudent(requireUser(req), req.params.id),
  );

  app.post(
    '/complementary-activities/import',
    {
      onRequest: requireRole(ROLE_ID.admin),
      bodyLimit: 3 * 1024 * 1024,
      schema: { body: complementaryImportRequestSchema, response: { 200: complementaryImportResultSchema } },
    },
    (req) => complementary.importCsv(req.body.csv, req.body.dry_run),
  );
};
