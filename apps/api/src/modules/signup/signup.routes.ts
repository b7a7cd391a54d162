import type { FastifyInstance } from 'fastify';
import { signupApi as api, signupMessages } from '@portal/contracts';
import { serve } from '../../route-table/serve.ts';
import type { SignupService } from './signup.service.ts';

/** Open to the signed-out (docs/spec/06-roles.md#public-pages). */
export const signupRoutes = async (app: FastifyInstance, { signup }: { signup: SignupService }) => {
  serve(app, api.signup, { access: 'public', onRequest: (req) => signup.admit(req.ip) }, async (req, reply) =>
    reply.status(201).send({ message: signupMessages.success, ...(await signup.signup(req.body)) }),
  );
};
