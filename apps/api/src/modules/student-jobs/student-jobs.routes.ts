import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_ID, studentJobListSchema, studentJobQuerySchema } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import type { StudentJobsService } from './student-jobs.service.ts';

export const studentJobsRoutes: FastifyPluginAsyncZod<{ studentJobs: StudentJobsService }> = async (app, { studentJobs }) => {
  app.get(
    '/jobs-for-student',
    { onRequest: requireRole(ROLE_ID.student), schema: { querystring: studentJobQuerySchema, response: { 200: studentJobListSchema } } },
    (req) => studentJobs.search(requireUser(req), req.query),
  );
};
