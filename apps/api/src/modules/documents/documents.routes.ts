import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentVerificationSchema, verificationCodeParamSchema } from '@portal/contracts';
import type { InternshipSignatures } from '../internships/internships.signatures.ts';

/**
 * Public verification of a frozen document by its code (docs/spec/07-api.md#document-verification): no
 * sign-in, names and times only. The code is 16 random characters: it cannot be guessed.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ signatures: InternshipSignatures }> = async (
  app,
  { signatures },
) => {
  app.get(
    '/documents/:code',
    { schema: { params: verificationCodeParamSchema, response: { 200: documentVerificationSchema } } },
    (req) => signatures.verify(req.params.code),
  );
};
