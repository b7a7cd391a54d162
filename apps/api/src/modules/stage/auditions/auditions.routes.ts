import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { requestContext } from '../../../plugins/request-context.ts';
import { serve } from '../../../route-table/serve.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import type { AuditionsService } from './auditions.service.ts';

/** /api/stage/auditions and /api/stage/recognitions: students work on their own; admins read and delete. */
export const auditionsRoutes = async (app: FastifyInstance, { auditions }: { auditions: AuditionsService }) => {
  const visible = { access: 'stage.auditions.visible' } as const;
  const own = { access: 'stage.auditions.own' } as const;
  const fileKey = ownsStageKeys('file_key');

  serve(app, api.auditions, { access: 'stage.self.read', id: { query: 'user_id' } }, (req) =>
    auditions.list(requireUser(req), req.query),
  );
  serve(app, api.audition, visible, (req) => auditions.get(requireUser(req), req.params.id));
  serve(app, api.createAudition, { access: 'stage.self.create', id: { body: 'user_id' } }, async (req, reply) =>
    reply.status(201).send(await auditions.create(requireUser(req), req.body)),
  );
  serve(app, api.updateAudition, { ...own, config: fileKey }, (req) =>
    auditions.update(requireUser(req), req.params.id, req.body),
  );
  // The API toggles publication with a GET (docs/spec/07-api.md#professional-stage-api); it changes only the caller's own video CV. No HEAD
  // twin: a HEAD (a link checker, a prefetch) must never toggle anything.
  serve(app, api.publish, { ...own, exposeHeadRoute: false }, (req) =>
    auditions.togglePublish(requireUser(req), req.params.id),
  );
  serve(app, api.check, visible, (req) => auditions.check(requireUser(req), req.params.id));
  serve(app, api.removeAudition, visible, async (req, reply) => {
    await auditions.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
  serve(app, api.createRecognition, { ...own, id: { body: 'audition_id' }, config: fileKey }, async (req, reply) =>
    reply.status(201).send(await auditions.addRecognition(requireUser(req), req.body)),
  );
};
