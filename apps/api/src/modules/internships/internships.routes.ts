import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createInternshipSchema,
  idParamSchema,
  internshipListSchema,
  internshipQuerySchema,
  internshipSchema,
  ROLE_ID,
  signatureCreatedSchema,
  signInternshipSchema,
  updateInternshipSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsAll, ownsBody, ownsPath, ownsQuery } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { InternshipsService } from './internships.service.ts';
import type { InternshipSignatures } from './internships.signatures.ts';
import type { InternshipFollowUp } from './internships.follow-up.ts';
import { internshipFollowUpRoutes } from './internships.follow-up.routes.ts';
import { internshipAmendmentRoutes } from './internships.amendments.routes.ts';
import type { InternshipAmendments } from './internships.amendments.ts';
import type { InternshipDocuments } from './internships.documents.ts';
import { sendPdf } from './internships.pdf-reply.ts';
import { internshipDeadlineRoutes } from './internships.deadlines.routes.ts';
import type { InternshipDeadlines } from './internships.deadlines.ts';
import type { InternshipExperience } from './internships.experience.ts';

/** Internships and their TCE (docs/spec/07-api.md#internships-api). */
export const internshipsRoutes: FastifyPluginAsyncZod<{
  internships: InternshipsService;
  signatures: InternshipSignatures;
  followUp: InternshipFollowUp;
  amendments: InternshipAmendments;
  documents: InternshipDocuments;
  deadlines: InternshipDeadlines;
  experience: InternshipExperience;
}> = async (app, { internships, signatures, followUp, amendments, documents, deadlines, experience }) => {
  await app.register(internshipFollowUpRoutes, { internships, followUp });
  await app.register(internshipAmendmentRoutes, { internships, amendments, documents });
  await app.register(internshipDeadlineRoutes, { internships, deadlines, experience });
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  const anyone = requireRole();
  const read = ownsPath(internships.authorizeRead);
  const manage = ownsPath(internships.authorizeManage);
  const item = { params: idParamSchema, response: { 200: internshipSchema } };

  app.get(
    '/internships',
    {
      onRequest: anyone,
      config: ownsQuery('companies_id', internships.authorizeListCompany),
      schema: { querystring: internshipQuerySchema, response: { 200: internshipListSchema } },
    },
    (req) => internships.list(requireUser(req), req.query),
  );
  app.post(
    '/internships',
    {
      onRequest: staff,
      config: ownsAll(
        ownsBody('companies_id', internships.authorizeCompany),
        ownsBody('application_id', internships.authorizeApplication),
      ),
      schema: { body: createInternshipSchema, response: { 201: internshipSchema } },
    },
    async (req, reply) => reply.status(201).send(await internships.create(requireUser(req), req.body)),
  );
  // A draft's edit: its own ownership first (404), then the body's company and application, as create.
  app.put(
    '/internships/:id',
    {
      onRequest: staff,
      config: ownsAll(
        manage,
        ownsBody('companies_id', internships.authorizeCompany),
        ownsBody('application_id', internships.authorizeApplication),
      ),
      schema: { params: idParamSchema, body: updateInternshipSchema, response: { 200: internshipSchema } },
    },
    (req) => internships.update(requireUser(req), req.params.id, req.body),
  );
  app.get('/internships/:id', { onRequest: anyone, config: read, schema: item }, (req) =>
    internships.get(requireUser(req), req.params.id),
  );
  app.post('/internships/:id/submit', { onRequest: staff, config: manage, schema: item }, (req) =>
    internships.submit(requireUser(req), req.params.id),
  );
  app.post('/internships/:id/cancel', { onRequest: staff, config: manage, schema: item }, (req) =>
    internships.cancel(requireUser(req), req.params.id, requestContext(req)),
  );
  app.post(
    '/internships/:id/signatures',
    {
      onRequest: anyone,
      config: read,
      schema: { params: idParamSchema, body: signInternshipSchema, response: { 201: signatureCreatedSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await signatures.sign(requireUser(req), req.params.id, req.body.password, requestContext(req))),
  );
  app.get(
    '/internships/:id/document',
    { onRequest: anyone, config: read, schema: { params: idParamSchema } },
    async (req, reply) => sendPdf(reply, await signatures.document(requireUser(req), req.params.id)),
  );
};
