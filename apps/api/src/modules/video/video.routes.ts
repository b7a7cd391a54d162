import type { FastifyInstance } from 'fastify';
import { videoApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { serve } from '../../route-table/serve.ts';
import type { VideoService } from './video.service.ts';

/** GET /api/video/auditions/{ra}/published (staff); the RA names the candidate, not an id. */
export const videoRoutes = async (app: FastifyInstance, { video }: { video: VideoService }) => {
  serve(
    app,
    api.published,
    { access: 'video.published', config: { owner: (actor, input) => video.authorize(actor, input.params.ra) } },
    (req) => video.published(requireUser(req), req.params.ra),
  );
};
