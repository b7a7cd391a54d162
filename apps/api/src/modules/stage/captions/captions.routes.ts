import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../route-table/serve.ts';
import type { CaptionsService } from './captions.service.ts';

/** GET /api/stage/auditions/{id}/captions.vtt (docs/spec/07-api.md#professional-stage-api): text/vtt. */
export const captionsRoutes = async (app: FastifyInstance, { captions }: { captions: CaptionsService }) => {
  serve(app, api.captions, { access: 'stage.captions' }, async (req, reply) => {
    const body = await captions.vtt(requireUser(req), req.params.id);
    return reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
};
