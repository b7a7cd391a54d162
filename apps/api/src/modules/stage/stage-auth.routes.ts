import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, studentLoginRequestSchema } from '@portal/contracts';
import { requestContext } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** POST /api/stage/auth/login: the RA login, answering the same session (token) as /api/login-student. */
export const stageAuthRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/auth/login', { schema: { body: studentLoginRequestSchema, response: { 200: sessionSchema } } }, (req) =>
    auth.loginStudent(req.body, req.ip, requestContext(req).userAgent),
  );
};
