import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentVerificationSchema, verificationCodeParamSchema } from '@portal/contracts';
import type { InternshipSignatures } from '../internships/internships.signatures.ts';
import type { InternshipDocuments } from '../internships/internships.documents.ts';

/**
 * Public verification of a frozen document by its code (docs/spec/07-api.md#document-verification): no
 * sign-in, names and times only. The code is 16 random characters: it cannot be guessed.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  signatures: InternshipSignatures;
  documents: InternshipDocuments;
}> = async (app, { signatures, documents }) => {
  app.get(
    '/documents/:code',
    { schema: { params: verificationCodeParamSchema, response: { 200: documentVerificationSchema } } },
    // A TCE's code, or else a report's, an amendment's or a termo de realização's.
    async (req) => (await documents.verify(req.params.code)) ?? signatures.verify(req.params.code),
  );
};
