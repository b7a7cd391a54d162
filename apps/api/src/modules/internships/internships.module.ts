import { defineModule } from '../../platform-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createAgreementsRepository } from '../agreements/agreements.repository.ts';
import { createAgreementsService } from '../agreements/agreements.service.ts';
import { agreementsRoutes } from '../agreements/agreements.routes.ts';
import { documentsRoutes } from '../documents/documents.routes.ts';
import { createInternshipsRepository } from './internships.repository.ts';
import { internshipsRoutes } from './internships.routes.ts';
import { createInternshipsService } from './internships.service.ts';
import { createInternshipSignatures } from './internships.signatures.ts';
import { createInternshipMailer } from './internships.jobs.ts';
import { passwordSignature } from './internships.signing.ts';

/** Convênios, internships, their signatures and public verification (docs/decisions/018-internships-tce.md). */
export const internshipsModule = defineModule({
  name: 'internships',
  services: ({ env, db, mailer, storage, log, queue }, s: { audit: AuditService; auth: AuthService }) => {
    const agreements = createAgreementsService({ repo: createAgreementsRepository(db), audit: s.audit });
    const repo = createInternshipsRepository(db);
    const internshipMailer = createInternshipMailer({ repo, mailer, appUrl: env.APP_URL });
    const common = {
      repo,
      audit: s.audit,
      queue,
      deliver: internshipMailer.deliver,
      log,
      institution: env.INSTITUTION_NAME,
      covering: agreements.covering,
    };
    return {
      agreements,
      internshipMailer,
      internships: createInternshipsService(common),
      internshipSignatures: createInternshipSignatures({
        ...common,
        storage,
        method: passwordSignature((a, p, o) => s.auth.confirmPassword(a, p, o)),
        appUrl: env.APP_URL,
      }),
    };
  },
  routes: async (api, s) => {
    await api.register(agreementsRoutes, { agreements: s.agreements });
    await api.register(internshipsRoutes, { internships: s.internships, signatures: s.internshipSignatures });
    await api.register(documentsRoutes, { signatures: s.internshipSignatures });
  },
  // The signing e-mails (docs/decisions/018-internships-tce.md).
  jobs: (_ctx, s) => [s.internshipMailer.job],
});
