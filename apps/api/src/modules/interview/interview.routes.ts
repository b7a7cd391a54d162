import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInterviewSchema, idParamSchema, interviewScriptSchema } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import type { InterviewService } from './interview.service.ts';

/** GET /api/interview/job/{id}; on 404 the app calls POST /api/interview { id_job }. */
export const interviewRoutes: FastifyPluginAsyncZod<{ interview: InterviewService }> = async (app, { interview }) => {
  app.addHook('onRequest', requireRole());

  app.get(
    '/interview/job/:id',
    {
      config: ownsPath(interview.authorizeJob),
      schema: { params: idParamSchema, response: { 200: interviewScriptSchema } },
    },
    (req) => interview.get(requireUser(req), req.params.id),
  );

  app.post(
    '/interview',
    {
      config: ownsBody('id_job', async (actor, id) => id !== undefined && interview.authorizeJob(actor, id)),
      schema: { body: createInterviewSchema, response: { 200: interviewScriptSchema, 201: interviewScriptSchema } },
    },
    async (req, reply) => {
      const { created, script } = await interview.generate(requireUser(req), req.body.id_job);
      return reply.status(created ? 201 : 200).send(script);
    },
  );
};
