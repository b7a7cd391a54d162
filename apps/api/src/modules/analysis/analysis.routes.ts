import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comprehendResultSchema, gptResultSchema, idParamSchema, ROLE_ID } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { AnalysisService } from './analysis.service.ts';

/**
 * docs/spec/07-api.md#jobs-api 'GET /gpt/{id}, /comprehend/{id}: analysis results' of a submission: its author and
 * administrators (who also get the transcription); representatives have no professional stage.
 */
export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (app, { analysis }) => {
  const readers = requireRole(ROLE_ID.student, ROLE_ID.admin);
  const visible = ownsPath(analysis.authorize);
  app.get(
    '/gpt/:id',
    { onRequest: readers, config: visible, schema: { params: idParamSchema, response: { 200: gptResultSchema } } },
    (req) => analysis.gpt(requireUser(req), req.params.id),
  );
  app.get(
    '/comprehend/:id',
    {
      onRequest: readers,
      config: visible,
      schema: { params: idParamSchema, response: { 200: comprehendResultSchema } },
    },
    (req) => analysis.comprehend(requireUser(req), req.params.id),
  );
};
