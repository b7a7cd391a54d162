import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  recommendedJobListSchema,
  recommendedJobQuerySchema,
  ROLE_ID,
  studentJobDetailResponseSchema,
  studentJobListSchema,
  studentJobQuerySchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import type { StudentJobsService } from './student-jobs.service.ts';
import type { RecommendationsService } from './recommendations.service.ts';

export const studentJobsRoutes: FastifyPluginAsyncZod<{
  studentJobs: StudentJobsService;
  recommendations: RecommendationsService;
}> = async (app, { studentJobs, recommendations }) => {
  const student = requireRole(ROLE_ID.student);
  app.get(
    '/jobs-for-student',
    { onRequest: student, schema: { querystring: studentJobQuerySchema, response: { 200: studentJobListSchema } } },
    (req) => studentJobs.search(requireUser(req), req.query),
  );
  app.get(
    '/jobs-for-student/recommended',
    {
      onRequest: student,
      schema: { querystring: recommendedJobQuerySchema, response: { 200: recommendedJobListSchema } },
    },
    (req) => recommendations.recommended(requireUser(req), req.query.limit),
  );
  // docs/spec/07-api.md#jobs-api: an array whose first element is the job with its user and company. Students
  // only (docs/spec/06-roles.md#role-matrix): staff read a job through GET /jobs/{id}, which also carries its applications.
  app.get(
    '/jobs/:id/student',
    { onRequest: student, schema: { params: idParamSchema, response: { 200: studentJobDetailResponseSchema } } },
    async (req) => [await studentJobs.detail(requireUser(req), req.params.id)],
  );
};
