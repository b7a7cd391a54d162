import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../route-table/serve.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import type { FaceService } from './face.service.ts';

export const faceRoutes = async (app: FastifyInstance, { face }: { face: FaceService }) => {
  serve(app, api.compareFaces, { access: 'stage.files', config: ownsStageKeys('source', 'target') }, (req) =>
    face.compare(requireUser(req), req.body),
  );
};
