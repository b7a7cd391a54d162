import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faceCompareRequestSchema, faceCompareSchema, ROLE_ID } from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import { ownsStageKeys } from '../stage-keys.ts';
import type { FaceService } from './face.service.ts';

export const faceRoutes: FastifyPluginAsyncZod<{ face: FaceService }> = async (app, { face }) => {
  app.post(
    '/face/compare',
    {
      onRequest: requireRole(ROLE_ID.student, ROLE_ID.admin),
      config: ownsStageKeys('source', 'target'),
      schema: { body: faceCompareRequestSchema, response: { 200: faceCompareSchema } },
    },
    (req) => face.compare(requireUser(req), req.body),
  );
};
