import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginMfaRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  messages,
  profileSchema,
  resetPasswordParamsSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionSchema,
  studentLoginRequestSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/login', { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } }, (req) =>
    auth.login(req.body, req.ip, requestContext(req).userAgent),
  );

  app.post('/login/mfa', { schema: { body: loginMfaRequestSchema, response: { 200: sessionSchema } } }, (req) =>
    auth.loginMfa(req.body, req.ip, requestContext(req).userAgent),
  );

  app.post('/login-student', { schema: { body: studentLoginRequestSchema, response: { 200: sessionSchema } } }, (req) =>
    auth.loginStudent(req.body, req.ip, requestContext(req).userAgent),
  );

  app.post('/logout', async (req, reply) => {
    requireUser(req);
    if (req.token) await auth.logout(req.token, requestContext(req));
    return reply.status(204).send();
  });

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.forgotPassword(req.body.email, req.ip, requestContext(req).userAgent);
      return { message: messages.session.forgotSuccess };
    },
  );

  app.post(
    '/reset-password/:email',
    {
      schema: {
        params: resetPasswordParamsSchema,
        querystring: resetPasswordQuerySchema,
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema },
      },
    },
    async (req) => {
      const loginPath = await auth.resetPassword(
        req.params.email,
        req.query.signature,
        req.body.password,
        requestContext(req),
      );
      return { message: messages.session.resetSuccess, login_path: loginPath };
    },
  );

  app.post(
    '/password',
    {
      onRequest: requireRole(),
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (req) => {
      const user = requireUser(req);
      await auth.changePassword(user, req.token ?? '', req.body, requestContext(req));
      return { message: messages.session.passwordChanged };
    },
  );

  app.get('/profile', { schema: { response: { 200: profileSchema } } }, (req) => auth.profile(requireUser(req)));
};
