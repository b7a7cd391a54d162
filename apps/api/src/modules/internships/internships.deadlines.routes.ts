import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deadlineListSchema,
  deadlineQuerySchema,
  idParamSchema,
  internshipExperienceSchema,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { InternshipsService } from './internships.service.ts';
import type { InternshipDeadlines } from './internships.deadlines.ts';
import type { InternshipExperience } from './internships.experience.ts';

/** The office's deadline lists and the resume's one click (docs/spec/07-api.md#internships-api). */
export const internshipDeadlineRoutes: FastifyPluginAsyncZod<{
  internships: InternshipsService;
  deadlines: InternshipDeadlines;
  experience: InternshipExperience;
}> = async (app, { internships, deadlines, experience }) => {
  app.get(
    '/internships/deadlines',
    {
      onRequest: requireRole(ROLE_ID.admin),
      schema: { querystring: deadlineQuerySchema, response: { 200: deadlineListSchema } },
    },
    (req) => deadlines.list(req.query),
  );
  app.post(
    '/internships/:id/experience',
    {
      onRequest: requireRole(ROLE_ID.student),
      config: ownsPath(internships.authorizeRead),
      schema: { params: idParamSchema, response: { 200: internshipExperienceSchema, 201: internshipExperienceSchema } },
    },
    async (req, reply) => {
      const { experience: made, created } = await experience.add(requireUser(req), req.params.id);
      return reply.status(created ? 201 : 200).send(made);
    },
  );
};
