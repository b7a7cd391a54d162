import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, ROLE_ID } from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import { ownsPath } from '../../../plugins/ownership.ts';
import type { CaptionsService } from './captions.service.ts';

/** GET /api/stage/auditions/{id}/captions.vtt (docs/spec/07-api.md#professional-stage-api): text/vtt. */
export const captionsRoutes: FastifyPluginAsyncZod<{ captions: CaptionsService }> = async (app, { captions }) => {
  app.get(
    '/auditions/:id/captions.vtt',
    {
      onRequest: requireRole(ROLE_ID.student, ROLE_ID.admin, ROLE_ID.representative),
      config: ownsPath(captions.authorize),
      schema: { params: idParamSchema },
    },
    async (req, reply) => {
      const body = await captions.vtt(requireUser(req), req.params.id);
      return reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-store').send(body);
    },
  );
};
