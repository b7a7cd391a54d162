import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationListQuerySchema,
  applicationListSchema,
  applicationMessages,
  applicationSchema,
  boardQuerySchema,
  boardSchema,
  createApplicationSchema,
  idParamSchema,
  notifyResultSchema,
  ROLE_ID,
  studentApplicationListSchema,
  studentApplicationSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService }> = async (
  app,
  { applications },
) => {
  const anyone = requireRole();
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  const visible = ownsPath(applications.authorize);

  // Students get their own applications with the whole job card; staff the table rows.
  const listResponse = z.union([studentApplicationListSchema, applicationListSchema]);
  app.get(
    '/applications',
    { onRequest: anyone, schema: { querystring: applicationListQuerySchema, response: { 200: listResponse } } },
    (req) => {
      const { page, limit, ...filter } = req.query;
      return applications.list(
        requireUser(req),
        { jobId: filter.job_id, name: filter.name, stage: filter.stage, hireable: filter.hireable },
        page,
        limit,
      );
    },
  );
  app.get(
    '/applications/:id',
    { onRequest: anyone, config: visible, schema: { params: idParamSchema, response: { 200: applicationSchema } } },
    (req) => applications.get(requireUser(req), req.params.id),
  );
  app.post(
    '/applications',
    {
      onRequest: requireRole(ROLE_ID.student),
      // An RA that is not one names nobody: the schema refuses it next.
      config: {
        owner: (actor, input) =>
          applications.authorizeRa(actor, createApplicationSchema.shape.ra.safeParse(input.body.ra).data),
      },
      schema: { body: createApplicationSchema, response: { 201: studentApplicationSchema } },
    },
    async (req, reply) => reply.status(201).send(await applications.apply(requireUser(req), req.body)),
  );
  const item = { onRequest: anyone, config: visible, schema: { params: idParamSchema } };
  app.delete('/applications/:id', item, async (req, reply) => {
    await applications.remove(requireUser(req), req.params.id, requestContext(req));
    return reply.status(204).send();
  });
  app.put(
    '/applications/:id/hired',
    { onRequest: staff, config: visible, schema: { params: idParamSchema, response: { 200: applicationSchema } } },
    (req) => applications.toggleHired(requireUser(req), req.params.id, requestContext(req)),
  );
  // The board's first paint (docs/decisions/011-hiring-pipeline.md); 'Carregar mais' pages `/applications?stage=`.
  app.get(
    '/jobs/:id/board',
    {
      onRequest: staff,
      config: ownsPath(applications.authorizeJob),
      schema: { params: idParamSchema, querystring: boardQuerySchema, response: { 200: boardSchema } },
    },
    (req) => applications.board(requireUser(req), req.params.id, req.query.limit),
  );
  app.post(
    '/jobs/:id/notify',
    {
      onRequest: staff,
      config: ownsPath(applications.authorizeJob),
      schema: { params: idParamSchema, response: { 200: notifyResultSchema } },
    },
    async (req) => {
      const notified = await applications.notify(requireUser(req), req.params.id);
      return { notified, message: notified ? applicationMessages.notified : applicationMessages.nothingToNotify };
    },
  );
};
