import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  biometricListQuerySchema,
  biometricListSchema,
  biometricSchema,
  createBiometricSchema,
  idParamSchema,
  ROLE_ID,
  updateBiometricSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import { ownsAll, ownsBody, ownsPath, ownsQuery } from '../../../plugins/ownership.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import { requestContext } from '../../../plugins/request-context.ts';
import type { BiometricsService } from './biometrics.service.ts';

/** /api/stage/biometrics: a student's five face photos. */
export const biometricsRoutes: FastifyPluginAsyncZod<{ biometrics: BiometricsService }> = async (
  app,
  { biometrics },
) => {
  const readers = { onRequest: requireRole(ROLE_ID.student, ROLE_ID.admin) };
  const students = { onRequest: requireRole(ROLE_ID.student) };
  const item = ownsPath(biometrics.authorizeItem);

  app.get(
    '/biometrics',
    {
      ...readers,
      config: ownsQuery('user_id', biometrics.authorizeSelf),
      schema: { querystring: biometricListQuerySchema, response: { 200: biometricListSchema } },
    },
    (req) => biometrics.list(requireUser(req), req.query.user_id),
  );

  app.post(
    '/biometrics',
    {
      ...students,
      config: ownsAll(ownsBody('user_id', biometrics.authorizeSelf), ownsStageKeys('file_key')),
      schema: { body: createBiometricSchema, response: { 201: biometricSchema } },
    },
    async (req, reply) => reply.status(201).send(await biometrics.create(requireUser(req), req.body)),
  );

  app.put(
    '/biometrics/:id',
    {
      ...students,
      config: ownsAll(item, ownsStageKeys('file_key')),
      schema: { params: idParamSchema, body: updateBiometricSchema, response: { 200: biometricSchema } },
    },
    (req) => biometrics.update(requireUser(req), req.params.id, req.body),
  );

  app.delete('/biometrics/:id', { ...readers, config: item, schema: { params: idParamSchema } }, async (req, reply) => {
    await biometrics.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
