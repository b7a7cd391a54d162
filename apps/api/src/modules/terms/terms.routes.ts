import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_ID, signTermRequestSchema, signTermResponseSchema, termsResponseSchema } from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import type { TermsService } from './terms.service.ts';

export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (app, { terms }) => {
  // Public: the company sign-up shows the company term before any account exists.
  app.get('/terms', { schema: { response: { 200: termsResponseSchema } } }, () => terms.list());

  // Students accept the student term (docs/spec/06-roles.md#role-matrix); the role is checked before the body is read.
  app.post(
    '/terms/sign',
    {
      onRequest: requireRole(ROLE_ID.student),
      schema: { body: signTermRequestSchema, response: { 201: signTermResponseSchema } },
    },
    async (req, reply) => {
      const signature = await terms.sign(requireUser(req), req.body);
      return reply.status(201).send(signature);
    },
  );
};
