import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyListQuerySchema,
  companyListSchema,
  companySchema,
  createCompanySchema,
  idParamSchema,
  pageQuerySchema,
  ROLE_ID,
  updateCompanySchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { CompaniesService } from './companies.service.ts';

/** Multipart files arrive as buffers (text/plain parts as strings, refused by the service). */
const upload = z.union([z.instanceof(Buffer), z.string()]).optional();
const images = { logo_image: upload, cover_image: upload };
const userParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.addHook('onRequest', requireRole(ROLE_ID.admin, ROLE_ID.representative));
  const list = { querystring: companyListQuerySchema, response: { 200: companyListSchema } };

  app.get('/companies', { schema: list }, (req) =>
    companies.list(requireUser(req), req.query.user_id, req.query.page, req.query.limit),
  );

  app.get('/companies/user', { schema: list }, (req) => {
    const user = requireUser(req);
    return companies.list(user, user.id, req.query.page, req.query.limit);
  });

  for (const path of ['/companies/user/:id', '/companies/list/user/:id']) {
    app.get(
      path,
      {
        config: ownsPath(companies.authorizeUser),
        schema: { params: userParam, querystring: pageQuerySchema, response: { 200: companyListSchema } },
      },
      (req) => companies.list(requireUser(req), req.params.id, req.query.page, req.query.limit),
    );
  }

  const owned = ownsPath(companies.authorize);
  app.get(
    '/companies/:id',
    { config: owned, schema: { params: idParamSchema, response: { 200: companySchema } } },
    (req) => companies.get(requireUser(req), req.params.id),
  );

  app.post(
    '/companies',
    {
      config: ownsBody('user_id', companies.authorizeUser),
      schema: { body: createCompanySchema.extend(images), response: { 201: companySchema } },
    },
    async (req, reply) => reply.status(201).send(await companies.create(requireUser(req), req.body)),
  );

  app.put(
    '/companies/:id',
    {
      config: owned,
      schema: { params: idParamSchema, body: updateCompanySchema.extend(images), response: { 200: companySchema } },
    },
    (req) => companies.update(requireUser(req), req.params.id, req.body),
  );

  app.delete('/companies/:id', { config: owned, schema: { params: idParamSchema } }, async (req, reply) => {
    await companies.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
};
