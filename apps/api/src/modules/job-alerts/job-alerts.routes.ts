import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createJobAlertSchema,
  idParamSchema,
  jobAlertListSchema,
  jobAlertSchema,
  ROLE_ID,
  unsubscribeDetailsSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateJobAlertSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import type { JobAlertsService } from './job-alerts.service.ts';

export const jobAlertsRoutes: FastifyPluginAsyncZod<{ jobAlerts: JobAlertsService }> = async (app, { jobAlerts }) => {
  const student = requireRole(ROLE_ID.student);
  // One-click unsubscribe posts 'List-Unsubscribe=One-Click' as a form (RFC 8058); the token in the
  // query is all that counts, so the form is read and dropped.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  app.get('/job-alerts', { onRequest: student, schema: { response: { 200: jobAlertListSchema } } }, (req) =>
    jobAlerts.list(requireUser(req)),
  );
  app.post(
    '/job-alerts',
    { onRequest: student, schema: { body: createJobAlertSchema, response: { 201: jobAlertSchema } } },
    async (req, reply) => reply.status(201).send(await jobAlerts.create(requireUser(req), req.body)),
  );
  app.put(
    '/job-alerts/:id',
    {
      onRequest: student,
      config: ownsPath(jobAlerts.authorize),
      schema: { params: idParamSchema, body: updateJobAlertSchema, response: { 200: jobAlertSchema } },
    },
    (req) => jobAlerts.update(requireUser(req), req.params.id, req.body),
  );
  const item = { onRequest: student, config: ownsPath(jobAlerts.authorize), schema: { params: idParamSchema } };
  app.delete('/job-alerts/:id', item, async (req, reply) => {
    await jobAlerts.remove(requireUser(req), req.params.id);
    return reply.status(204).send();
  });
  // RFC 8058 one-click: the mail client POSTs the List-Unsubscribe link, signed in or not (the
  // signed token is the credential). A browser GET of the same link gets the web page, which
  // confirms (plugins/static-web.ts).
  app.post(
    '/job-alerts/unsubscribe',
    { schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResponseSchema } } },
    (req) => jobAlerts.unsubscribe(req.query.token),
  );
  // The confirmation page reads what the link stops before the student presses the button, so a
  // mail scanner that follows links stops nothing.
  app.get(
    '/job-alerts/unsubscribe/details',
    { schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeDetailsSchema } } },
    (req) => jobAlerts.unsubscribeDetails(req.query.token),
  );
};
