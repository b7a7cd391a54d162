import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractTypeInputSchema,
  contractTypeListSchema,
  contractTypeSchema,
  idParamSchema,
  pageQuerySchema,
  ROLE_ID,
} from '@portal/contracts';
import { requireRole } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { ContractTypesService } from './contract-types.service.ts';

/** Admins manage contract types; representatives read them for the job form. */
export const contractTypesRoutes: FastifyPluginAsyncZod<{ contractTypes: ContractTypesService }> = async (
  app,
  { contractTypes },
) => {
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  const admin = requireRole(ROLE_ID.admin);

  app.get(
    '/contract-types',
    { onRequest: staff, schema: { querystring: pageQuerySchema, response: { 200: contractTypeListSchema } } },
    (req) => contractTypes.list(req.query.page, req.query.limit),
  );
  app.get(
    '/contract-types/:id',
    { onRequest: staff, schema: { params: idParamSchema, response: { 200: contractTypeSchema } } },
    (req) => contractTypes.get(req.params.id),
  );
  app.post(
    '/contract-types',
    { onRequest: admin, schema: { body: contractTypeInputSchema, response: { 201: contractTypeSchema } } },
    async (req, reply) => reply.status(201).send(await contractTypes.create(req.body.name)),
  );
  app.put(
    '/contract-types/:id',
    {
      onRequest: admin,
      schema: { params: idParamSchema, body: contractTypeInputSchema, response: { 200: contractTypeSchema } },
    },
    (req) => contractTypes.update(req.params.id, req.body.name),
  );
  app.delete('/contract-types/:id', { onRequest: admin, schema: { params: idParamSchema } }, async (req, reply) => {
    await contractTypes.remove(req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
