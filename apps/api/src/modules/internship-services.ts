import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { Clock } from '../lib/clock.ts';
import type { AuthUser } from '../lib/access.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { AuditService, RequestOrigin } from './audit/audit.service.ts';
import { createAgreementsRepository } from './agreements/agreements.repository.ts';
import { createAgreementsService } from './agreements/agreements.service.ts';
import { createInternshipsRepository } from './internships/internships.repository.ts';
import { createInternshipsService } from './internships/internships.service.ts';
import { createInternshipSignatures } from './internships/internships.signatures.ts';
import { createInternshipMailer } from './internships/internships.jobs.ts';
import { passwordSignature } from './internships/internships.signing.ts';
import { createInternshipFollowUp } from './internships/internships.follow-up.ts';

/** Convênios, internships and their signatures (docs/decisions/018-internships-tce.md), wired once. */
export const createInternshipServices = (deps: {
  env: Env;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  audit: AuditService;
  log: Logger;
  clock: Clock;
  queue?: JobQueue;
  confirmPassword: (actor: AuthUser, password: string, origin: RequestOrigin) => Promise<void>;
}) => {
  const agreements = createAgreementsService({ repo: createAgreementsRepository(deps.db), audit: deps.audit });
  const repo = createInternshipsRepository(deps.db);
  const mailer = createInternshipMailer({ repo, mailer: deps.mailer, appUrl: deps.env.APP_URL });
  deps.queue?.define(mailer.job);
  const common = {
    repo,
    audit: deps.audit,
    queue: deps.queue,
    deliver: mailer.deliver,
    log: deps.log,
    institution: deps.env.INSTITUTION_NAME,
    covering: agreements.covering,
  };
  const internships = createInternshipsService(common);
  return {
    agreements,
    internships,
    internshipFollowUp: createInternshipFollowUp({ ...common, clock: deps.clock, get: internships.get }),
    internshipSignatures: createInternshipSignatures({
      ...common,
      storage: deps.storage,
      method: passwordSignature(deps.confirmPassword),
      appUrl: deps.env.APP_URL,
    }),
  };
};
