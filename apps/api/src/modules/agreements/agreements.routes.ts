import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreementInputSchema,
  agreementListSchema,
  agreementQuerySchema,
  agreementSchema,
  idParamSchema,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath, ownsQuery } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { AgreementsService } from './agreements.service.ts';

/** Convênios (docs/spec/07-api.md#agreements-api): the office writes, a company reads its own. */
export const agreementsRoutes: FastifyPluginAsyncZod<{ agreements: AgreementsService }> = async (
  app,
  { agreements },
) => {
  const admin = requireRole(ROLE_ID.admin);
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  app.get(
    '/agreements',
    {
      onRequest: staff,
      config: ownsQuery('companies_id', agreements.authorizeCompany),
      schema: { querystring: agreementQuerySchema, response: { 200: agreementListSchema } },
    },
    (req) => agreements.list(requireUser(req), req.query),
  );
  app.get(
    '/agreements/:id',
    {
      onRequest: staff,
      config: ownsPath((actor, id) => agreements.get(actor, id)),
      schema: { params: idParamSchema, response: { 200: agreementSchema } },
    },
    (req) => agreements.get(requireUser(req), req.params.id),
  );
  app.post(
    '/agreements',
    { onRequest: admin, schema: { body: agreementInputSchema, response: { 201: agreementSchema } } },
    async (req, reply) => reply.status(201).send(await agreements.create(requireUser(req), req.body)),
  );
  app.put(
    '/agreements/:id',
    {
      onRequest: admin,
      schema: { params: idParamSchema, body: agreementInputSchema, response: { 200: agreementSchema } },
    },
    (req) => agreements.update(requireUser(req), req.params.id, req.body),
  );
  app.delete('/agreements/:id', { onRequest: admin, schema: { params: idParamSchema } }, async (req, reply) => {
    await agreements.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
