import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publishTermRequestSchema,
  ROLE_ID,
  signTermRequestSchema,
  signTermResponseSchema,
  termsResponseSchema,
  termVersionSchema,
  termVersionsResponseSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsBody } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { TermsService } from './terms.service.ts';

export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (app, { terms }) => {
  // Public: the company sign-up shows the company term before any account exists.
  app.get('/terms', { schema: { response: { 200: termsResponseSchema } } }, () => terms.list());

  // Students accept the student term (docs/spec/06-roles.md#role-matrix); the role is checked before the body is read.
  app.post(
    '/terms/sign',
    {
      onRequest: requireRole(ROLE_ID.student),
      config: ownsBody('user_id', (user, id) => terms.authorizeSign(user, id)),
      schema: { body: signTermRequestSchema, response: { 201: signTermResponseSchema } },
    },
    async (req, reply) => {
      const signature = await terms.sign(requireUser(req), req.body);
      return reply.status(201).send(signature);
    },
  );

  // Admins publish new versions and see how many accepted each (docs/decisions/017-career-office-screens.md#terms).
  const admins = { onRequest: requireRole(ROLE_ID.admin) };
  app.get('/terms/versions', { ...admins, schema: { response: { 200: termVersionsResponseSchema } } }, () =>
    terms.versions(),
  );
  app.post(
    '/terms',
    { ...admins, schema: { body: publishTermRequestSchema, response: { 201: termVersionSchema } } },
    async (req, reply) => reply.status(201).send(await terms.publish(req.body, requestContext(req))),
  );
};
