import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signupMessages, signupRequestSchema, signupResponseSchema } from '@portal/contracts';
import type { SignupService } from './signup.service.ts';

/** Open to the signed-out (docs/spec/06-roles.md#public-pages). */
export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupService }> = async (app, { signup }) => {
  app.post(
    '/signup',
    {
      onRequest: (req) => signup.admit(req.ip),
      schema: { body: signupRequestSchema, response: { 201: signupResponseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send({ message: signupMessages.success, ...(await signup.signup(req.body)) }),
  );
};
