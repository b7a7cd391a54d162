import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { requestContext } from '../../../plugins/request-context.ts';
import { serve } from '../../../route-table/serve.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import type { BiometricsService } from './biometrics.service.ts';

/** /api/stage/biometrics: a student's five face photos. */
export const biometricsRoutes = async (app: FastifyInstance, { biometrics }: { biometrics: BiometricsService }) => {
  const fileKey = ownsStageKeys('file_key');
  serve(app, api.biometrics, { access: 'stage.self.read', id: { query: 'user_id' } }, (req) =>
    biometrics.list(requireUser(req), req.query.user_id),
  );
  serve(
    app,
    api.createBiometric,
    { access: 'stage.self.create', id: { body: 'user_id' }, config: fileKey },
    async (req, reply) => reply.status(201).send(await biometrics.create(requireUser(req), req.body)),
  );
  serve(app, api.updateBiometric, { access: 'stage.biometrics.edit', config: fileKey }, (req) =>
    biometrics.update(requireUser(req), req.params.id, req.body),
  );
  serve(app, api.removeBiometric, { access: 'stage.biometrics.remove' }, async (req, reply) => {
    await biometrics.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
