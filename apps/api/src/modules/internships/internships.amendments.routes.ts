import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amendmentParamSchema,
  createAmendmentSchema,
  idParamSchema,
  internshipAmendmentListSchema,
  internshipAmendmentSchema,
  reportParamSchema,
  ROLE_ID,
  signatureCreatedSchema,
  signInternshipSchema,
} from '@portal/contracts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { ownsPath } from '../../plugins/ownership.ts';
import { requestContext } from '../../plugins/request-context.ts';
import type { InternshipsService } from './internships.service.ts';
import type { InternshipAmendments } from './internships.amendments.ts';
import { documentMissing, type InternshipDocuments } from './internships.documents.ts';
import { sendPdf } from './internships.pdf-reply.ts';

/** Termos aditivos and the frozen documents after the TCE (docs/spec/07-api.md#amendments). */
export const internshipAmendmentRoutes: FastifyPluginAsyncZod<{
  internships: InternshipsService;
  amendments: InternshipAmendments;
  documents: InternshipDocuments;
}> = async (app, { internships, amendments, documents }) => {
  const anyone = requireRole();
  const staff = requireRole(ROLE_ID.admin, ROLE_ID.representative);
  const read = ownsPath(internships.authorizeRead);
  const manage = ownsPath(internships.authorizeManage);

  app.get(
    '/internships/:id/amendments',
    {
      onRequest: anyone,
      config: read,
      schema: { params: idParamSchema, response: { 200: internshipAmendmentListSchema } },
    },
    (req) => amendments.list(requireUser(req), req.params.id),
  );
  app.post(
    '/internships/:id/amendments',
    {
      onRequest: staff,
      config: manage,
      schema: { params: idParamSchema, body: createAmendmentSchema, response: { 201: internshipAmendmentSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await amendments.create(requireUser(req), req.params.id, req.body, requestContext(req))),
  );
  app.post(
    '/internships/:id/amendments/:aid/signatures',
    {
      onRequest: anyone,
      config: read,
      schema: { params: amendmentParamSchema, body: signInternshipSchema, response: { 201: signatureCreatedSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await amendments.sign(
            requireUser(req),
            req.params.id,
            req.params.aid,
            req.body.password,
            requestContext(req),
          ),
        ),
  );
  // The frozen documents after the TCE: each kind at its path, to the parties and the office.
  const downloads = [
    { url: '/internships/:id/amendments/:aid/document', kind: 'amendment', params: amendmentParamSchema },
    { url: '/internships/:id/reports/:rid/document', kind: 'report', params: reportParamSchema },
    { url: '/internships/:id/completion/document', kind: 'completion', params: idParamSchema },
  ] as const;
  for (const d of downloads)
    app.get(d.url, { onRequest: anyone, config: read, schema: { params: d.params } }, async (req, reply) => {
      const p = req.params as { id: number; aid?: number; rid?: number };
      const ref = p.aid ?? p.rid ?? p.id;
      return sendPdf(reply, await documents.download(requireUser(req), p.id, d.kind, ref, documentMissing[d.kind]));
    });
};
