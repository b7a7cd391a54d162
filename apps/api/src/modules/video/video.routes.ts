import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishedVideoParamsSchema, publishedVideoSchema, ROLE_ID } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import type { VideoService } from './video.service.ts';

/** GET /api/video/auditions/{ra}/published (staff). */
export const videoRoutes: FastifyPluginAsyncZod<{ video: VideoService }> = async (app, { video }) => {
  app.get(
    '/video/auditions/:ra/published',
    {
      onRequest: requireRole(ROLE_ID.admin, ROLE_ID.representative),
      config: { owner: (actor, input) => video.authorize(actor, input.params.ra) },
      schema: { params: publishedVideoParamsSchema, response: { 200: publishedVideoSchema } },
    },
    (req) => video.published(requireUser(req), req.params.ra),
  );
};
