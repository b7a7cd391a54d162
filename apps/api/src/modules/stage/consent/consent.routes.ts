import type { FastifyInstance } from 'fastify';
import { stageApi as api } from '@portal/contracts';
import { requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../route-table/serve.ts';
import type { ConsentService } from './consent.service.ts';

/** /api/stage/biometric-consent: the student's own consent to face photos. */
export const consentRoutes = async (app: FastifyInstance, { consent }: { consent: ConsentService }) => {
  const access = 'stage.student';
  serve(app, api.consent, { access }, (req) => consent.get(requireUser(req)));
  serve(app, api.acceptConsent, { access }, (req) => consent.accept(requireUser(req), req.body.version));
};
