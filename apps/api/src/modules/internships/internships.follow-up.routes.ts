import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveReportSchema,
  completionSchema,
  createRecessSchema,
  evaluateReportSchema,
  idParamSchema,
  internshipReportListSchema,
  internshipReportSchema,
  internshipSchema,
  reportParamSchema,
  returnReportSchema,
  ROLE_ID,
  submitReportSchema,
  terminationSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { InternshipsService } from './internships.service.ts';
import type { InternshipFollowUp } from './internships.follow-up.ts';

/** The internship after signing (docs/spec/07-api.md#internships-api): reports, recess, ending. */
export const internshipFollowUpRoutes: FastifyPluginAsyncZod<{
  internships: InternshipsService;
  followUp: InternshipFollowUp;
}> = async (app, { internships, followUp }) => {
  const anyone = requireRole();
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  const read = ownsPath(internships.authorizeRead);
  const report = { params: reportParamSchema, response: { 200: internshipReportSchema } };
  const item = { params: idParamSchema, response: { 200: internshipSchema } };

  app.get(
    '/internships/:id/reports',
    {
      onRequest: anyone,
      config: read,
      schema: { params: idParamSchema, response: { 200: internshipReportListSchema } },
    },
    (req) => followUp.reports(requireUser(req), req.params.id),
  );
  app.put(
    '/internships/:id/reports/:rid',
    { onRequest: requireRole(ROLE_ID.student), config: read, schema: { ...report, body: submitReportSchema } },
    (req) => followUp.submitReport(requireUser(req), req.params.id, req.params.rid, req.body.activities),
  );
  app.put(
    '/internships/:id/reports/:rid/evaluation',
    { onRequest: requireRole(ROLE_ID.representative), config: read, schema: { ...report, body: evaluateReportSchema } },
    (req) => followUp.evaluateReport(requireUser(req), req.params.id, req.params.rid, req.body.evaluation),
  );
  app.post(
    '/internships/:id/reports/:rid/approval',
    { onRequest: requireRole(ROLE_ID.admin), config: read, schema: { ...report, body: approveReportSchema } },
    (req) => followUp.decideReport(requireUser(req), req.params.id, req.params.rid, true, req.body?.comment ?? null),
  );
  app.post(
    '/internships/:id/reports/:rid/return',
    { onRequest: requireRole(ROLE_ID.admin), config: read, schema: { ...report, body: returnReportSchema } },
    (req) => followUp.decideReport(requireUser(req), req.params.id, req.params.rid, false, req.body.comment),
  );
  app.post(
    '/internships/:id/recesses',
    {
      onRequest: staff,
      config: read,
      schema: { ...item, body: createRecessSchema, response: { 201: internshipSchema } },
    },
    async (req, reply) => reply.status(201).send(await followUp.addRecess(requireUser(req), req.params.id, req.body)),
  );
  app.post(
    '/internships/:id/termination',
    { onRequest: anyone, config: read, schema: { ...item, body: terminationSchema } },
    (req) => followUp.terminate(requireUser(req), req.params.id, req.body, requestContext(req)),
  );
  app.post(
    '/internships/:id/completion',
    { onRequest: staff, config: read, schema: { ...item, body: completionSchema } },
    (req) => followUp.complete(requireUser(req), req.params.id, req.body),
  );
};
