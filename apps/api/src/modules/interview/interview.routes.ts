import type { FastifyInstance } from 'fastify';
import { interviewApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { serve } from '../../route-table/serve.ts';
import type { InterviewService } from './interview.service.ts';

/** GET /api/interview/job/{id}; on 404 the app calls POST /api/interview { id_job }. */
export const interviewRoutes = async (app: FastifyInstance, { interview }: { interview: InterviewService }) => {
  const access = 'interview.job';
  serve(app, api.get, { access }, (req) => interview.get(requireUser(req), req.params.id));
  serve(app, api.create, { access, id: { body: 'id_job' } }, async (req, reply) => {
    const { created, script } = await interview.generate(requireUser(req), req.body.id_job);
    return reply.status(created ? 201 : 200).send(script);
  });
};
