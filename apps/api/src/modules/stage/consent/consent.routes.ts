import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { biometricConsentRequestSchema, biometricConsentSchema, ROLE_ID } from '@portal/contracts';
import { requireRole, requireUser } from '../../../plugins/auth.ts';
import type { ConsentService } from './consent.service.ts';

/** /api/stage/biometric-consent: the student's own consent to face photos. */
export const consentRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (app, { consent }) => {
  const students = { onRequest: requireRole(ROLE_ID.student) };

  app.get('/biometric-consent', { ...students, schema: { response: { 200: biometricConsentSchema } } }, (req) =>
    consent.get(requireUser(req)),
  );

  app.post(
    '/biometric-consent',
    { ...students, schema: { body: biometricConsentRequestSchema, response: { 200: biometricConsentSchema } } },
    (req) => consent.accept(requireUser(req), req.body.version),
  );
};
