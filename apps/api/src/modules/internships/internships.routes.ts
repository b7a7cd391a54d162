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
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsAll, ownsBody, ownsPath, ownsQuery } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { InternshipsService } from './internships.service.ts';
import type { InternshipSignatures } from './internships.signatures.ts';
import type { InternshipFollowUp } from './internships.follow-up.ts';
import { internshipFollowUpRoutes } from './internships.follow-up.routes.ts';
import { internshipDeadlineRoutes } from './internships.deadlines.routes.ts';
import type { InternshipDeadlines } from './internships.deadlines.ts';
import type { InternshipExperience } from './internships.experience.ts';

/** The stored PDF is never a page: no script, no frame (as files.routes serves uploads). */
const DOCUMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** Internships and their TCE (docs/spec/07-api.md#internships-api). */
export const internshipsRoutes: FastifyPluginAsyncZod<{
  internships: InternshipsService;
  signatures: InternshipSignatures;
  followUp: InternshipFollowUp;
  deadlines: InternshipDeadlines;
  experience: InternshipExperience;
}> = async (app, { internships, signatures, followUp, deadlines, experience }) => {
  await app.register(internshipFollowUpRoutes, { internships, followUp });
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
    async (req, reply) => {
      const file = await signatures.document(requireUser(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', DOCUMENT_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.stream);
    },
  );
};
