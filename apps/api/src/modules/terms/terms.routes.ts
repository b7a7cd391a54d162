import type { FastifyInstance } from 'fastify';
import { termsApi as api } from '@portal/contracts';
import { requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { serve } from '../../route-table/serve.ts';
import type { TermsService } from './terms.service.ts';

export const termsRoutes = async (app: FastifyInstance, { terms }: { terms: TermsService }) => {
  // Public: the company sign-up shows the company term before any account exists.
  serve(app, api.list, { access: 'public' }, () => terms.list());

  // Students accept the student term (docs/spec/06-roles.md#role-matrix); the role is checked before the body is read.
  serve(app, api.sign, { access: 'terms.sign', id: { body: 'user_id' } }, async (req, reply) => {
    const signature = await terms.sign(requireUser(req), req.body);
    return reply.status(201).send(signature);
  });

  // Admins publish new versions and see how many accepted each (docs/decisions/017-career-office-screens.md#terms).
  serve(app, api.versions, { access: 'terms.manage' }, () => terms.versions());
  serve(app, api.publish, { access: 'terms.manage' }, async (req, reply) =>
    reply.status(201).send(await terms.publish(req.body, requestContext(req))),
  );
};
