import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrientationSchema,
  idParamSchema,
  orientationListQuerySchema,
  orientationListSchema,
  orientationSchema,
  ROLE_ID,
  updateOrientationSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { OrientationsService } from './orientations.service.ts';

const banner = { banner_path: z.union([z.instanceof(Buffer), z.string()]).optional() };

/** docs/spec/06-roles.md#role-matrix: students read guidance cards, admins manage them, representatives have none. */
export const orientationsRoutes: FastifyPluginAsyncZod<{ orientations: OrientationsService }> = async (
  app,
  { orientations },
) => {
  const admin = requireRole(ROLE_ID.admin);

  app.get(
    '/orientations',
    {
      onRequest: requireRole(ROLE_ID.admin, ROLE_ID.student),
      schema: { querystring: orientationListQuerySchema, response: { 200: orientationListSchema } },
    },
    (req) => orientations.list(requireUser(req), req.query.title, req.query.page, req.query.limit),
  );
  app.post(
    '/orientations',
    {
      onRequest: admin,
      schema: { body: createOrientationSchema.extend(banner), response: { 201: orientationSchema } },
    },
    async (req, reply) => reply.status(201).send(await orientations.create(req.body)),
  );
  app.put(
    '/orientations/:id',
    {
      onRequest: admin,
      schema: {
        params: idParamSchema,
        body: updateOrientationSchema.extend(banner),
        response: { 200: orientationSchema },
      },
    },
    (req) => orientations.update(req.params.id, req.body),
  );
  app.delete('/orientations/:id', { onRequest: admin, schema: { params: idParamSchema } }, async (req, reply) => {
    await orientations.remove(req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
