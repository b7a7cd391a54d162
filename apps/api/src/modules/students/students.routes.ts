import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  publicResumeQuerySchema,
  publicStudentSchema,
  ROLE_ID,
  studentSchema,
  updateStudentProfileSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { StudentsService } from './students.service.ts';

/** Multipart files arrive as buffers (a text part under the file's name is refused by the service). */
const picture = { profile_picture: z.union([z.instanceof(Buffer), z.string().max(2000)]).optional() };

export const studentsRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (app, { students }) => {
  // `job_id`: the job whose applicants staff came from (marks 'Currículo visualizado' for that job only).
  const resumeQuery = z.object({ job_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });
  app.get(
    '/students/:id',
    {
      onRequest: requireRole(),
      config: ownsPath(students.authorizeRead),
      schema: { params: idParamSchema, querystring: resumeQuery, response: { 200: studentSchema } },
    },
    (req) => students.get(requireUser(req), req.params.id, req.query.job_id),
  );

  // The student record always exists (created by an administrator or the CSV import), so
  // 'cadastrar perfil' (POST) and 'atualizar perfil' (PUT) both update it and answer 200.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/students/:id',
      onRequest: requireRole(ROLE_ID.student),
      config: ownsPath(students.authorizeWrite),
      schema: {
        params: idParamSchema,
        body: updateStudentProfileSchema.extend(picture),
        response: { 200: studentSchema },
      },
      handler: (req) => students.updateProfile(requireUser(req), req.params.id, req.body),
    });
  }

  // No token: the shared, printable resume, with the key of its link; never indexed nor cached.
  app.get(
    '/students/:id/public',
    { schema: { params: idParamSchema, querystring: publicResumeQuerySchema, response: { 200: publicStudentSchema } } },
    async (req, reply) => {
      void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
      return students.publicResume(req.params.id, req.query.key);
    },
  );
};
