import type { FastifyInstance } from 'fastify';
import { analysisApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { serve } from '../../route-table/serve.ts';
import type { AnalysisService } from './analysis.service.ts';

/**
 * docs/spec/07-api.md#jobs-api 'GET /gpt/{id}, /comprehend/{id}: analysis results' of a submission: its author and
 * administrators (who also get the transcription); representatives have no professional stage.
 */
export const analysisRoutes = async (app: FastifyInstance, { analysis }: { analysis: AnalysisService }) => {
  const access = 'analysis.read';
  serve(app, api.gpt, { access }, (req) => analysis.gpt(requireUser(req), req.params.id));
  serve(app, api.comprehend, { access }, (req) => analysis.comprehend(requireUser(req), req.params.id));
};
