import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createJobSchema,
  idParamSchema,
  jobHiringSummarySchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  jobWithApplicationsSchema,
  pageQuerySchema,
  ROLE_ID,
  updateJobSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../../plugins/request-context.ts';
import { ownsBody, ownsPath } from '../../plugins/ownership.ts';
import type { JobsService } from './jobs.service.ts';

const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);

export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  const list = { querystring: jobListQuerySchema, response: { 200: jobListSchema } };
  const owned = ownsPath(jobs.authorize);
  const byId = { params: idParamSchema, querystring: pageQuerySchema, response: { 200: jobListSchema } };

  app.get('/jobs', { onRequest: staff, schema: list }, (req) => {
    const { page, limit, companies_id } = req.query;
    return jobs.list(requireUser(req), { companyId: companies_id }, page, limit);
  });
  app.get('/jobs/user', { onRequest: staff, schema: list }, (req) => {
    const user = requireUser(req);
    return jobs.list(user, { ownerId: user.id, companyId: req.query.companies_id }, req.query.page, req.query.limit);
  });
  app.get('/jobs/user/:id', { onRequest: staff, config: ownsPath(jobs.authorizeOwner), schema: byId }, (req) =>
    jobs.list(requireUser(req), { ownerId: req.params.id }, req.query.page, req.query.limit),
  );
  app.get('/jobs/company/:id', { onRequest: staff, config: ownsPath(jobs.authorizeCompany), schema: byId }, (req) =>
    jobs.list(requireUser(req), { companyId: req.params.id }, req.query.page, req.query.limit),
  );
  // docs/spec/07-api.md#jobs-api: an array whose first element is the job, with its applications.
  app.get(
    '/jobs/:id',
    {
      onRequest: staff,
      config: owned,
      schema: { params: idParamSchema, response: { 200: z.array(jobWithApplicationsSchema) } },
    },
    async (req) => [await jobs.get(requireUser(req), req.params.id)],
  );
  // The job with counts instead of its applicants (docs/decisions/011-hiring-pipeline.md).
  app.get(
    '/jobs/:id/summary',
    { onRequest: staff, config: owned, schema: { params: idParamSchema, response: { 200: jobHiringSummarySchema } } },
    (req) => jobs.summary(requireUser(req), req.params.id),
  );
  app.post(
    '/jobs',
    {
      onRequest: staff,
      config: ownsBody('companies_id', jobs.authorizeCompany),
      schema: { body: createJobSchema, response: { 201: jobSchema } },
    },
    async (req, reply) => reply.status(201).send(await jobs.create(requireUser(req), req.body)),
  );
  app.put(
    '/jobs/:id',
    {
      onRequest: staff,
      config: owned,
      schema: { params: idParamSchema, body: updateJobSchema, response: { 200: jobSchema } },
    },
    (req) => jobs.update(requireUser(req), req.params.id, req.body),
  );
  app.delete(
    '/jobs/:id',
    { onRequest: staff, config: owned, schema: { params: idParamSchema } },
    async (req, reply) => {
      await jobs.remove(requireUser(req), req.params.id, requestContext(req));
      return reply.status(204).send();
    },
  );
};
