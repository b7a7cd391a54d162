import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coursesResponseSchema } from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';
import type { CoursesService } from './courses.service.ts';

/**
 * Course names are reference data like knowledge areas (they show on every resume), so any
 * signed-in user may list them; only admins assign them (user form, CSV import).
 */
export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  app.get('/courses', { onRequest: requireRole(), schema: { response: { 200: coursesResponseSchema } } }, async () => ({
    data: await courses.list(),
  }));
};
