import { defineModule } from '../../platform-module.ts';
import type { AgreementsService } from '../agreements/agreements.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createInternshipFollowUp } from './internships.follow-up.ts';
import { createInternshipsRepository } from './internships.repository.ts';
import { internshipsRoutes } from './internships.routes.ts';
import { createInternshipsService } from './internships.service.ts';
import { createInternshipSignatures } from './internships.signatures.ts';
import { createInternshipMailer } from './internships.jobs.ts';
import { createInternshipsPrivacy } from './internships.privacy.ts';
import { passwordSignature } from './internships.signing.ts';
import { createInternshipAmendments } from './internships.amendments.ts';
import { createInternshipDocuments } from './internships.documents.ts';
import { PORTAL_TIME_ZONE } from '../../lib/clock.ts';
import { scheduledTask } from '../../queue/scheduled-task.job.ts';
import { createDeadlinesRepository } from './internships.deadlines.repository.ts';
import { createInternshipDeadlines, DEADLINES_CRON } from './internships.deadlines.ts';
import { createExperienceRepository } from './internships.experience.repository.ts';
import { createInternshipExperience } from './internships.experience.ts';

/** Internships: the TCE, its signatures and its life after signing (docs/decisions/018-internships-tce.md). */
export const internshipsModule = defineModule({
  name: 'internships',
  services: (
    { env, db, run, mailer, storage, log, queue, clock },
    s: { audit: AuditService; auth: AuthService; agreements: AgreementsService },
  ) => {
    const repo = createInternshipsRepository(db);
    const internshipMailer = createInternshipMailer({ repo, mailer, appUrl: env.APP_URL });
    const common = {
      repo,
      audit: s.audit,
      queue,
      deliver: internshipMailer.deliver,
      log,
      institution: env.INSTITUTION_NAME,
      covering: s.agreements.covering,
    };
    const internships = createInternshipsService(common);
    const method = passwordSignature((a, p, o) => s.auth.confirmPassword(a, p, o));
    const internshipDocuments = createInternshipDocuments({
      repo,
      storage,
      appUrl: env.APP_URL,
      institution: env.INSTITUTION_NAME,
      method,
    });
    return {
      internshipMailer,
      internships,
      internshipsPrivacy: createInternshipsPrivacy(repo),
      internshipDocuments,
      internshipDeadlines: createInternshipDeadlines({
        repo: createDeadlinesRepository(run),
        mailer,
        clock,
        appUrl: env.APP_URL,
        log,
      }),
      internshipExperience: createInternshipExperience({ repo, experiences: createExperienceRepository(run) }),
      internshipFollowUp: createInternshipFollowUp({
        ...common,
        clock,
        get: internships.get,
        documents: internshipDocuments,
      }),
      internshipSignatures: createInternshipSignatures({ ...common, storage, method, appUrl: env.APP_URL }),
      internshipAmendments: createInternshipAmendments({ ...common, clock, method, documents: internshipDocuments }),
    };
  },
  routes: (api, s) =>
    api.register(internshipsRoutes, {
      internships: s.internships,
      signatures: s.internshipSignatures,
      followUp: s.internshipFollowUp,
      amendments: s.internshipAmendments,
      documents: s.internshipDocuments,
      deadlines: s.internshipDeadlines,
      experience: s.internshipExperience,
    }),
  // The student's TCEs in the LGPD export; the erasure keeps the signed ones, detached.
  privacy: (s) => s.internshipsPrivacy,
  // The signing and ending e-mails; the daily deadline reminders, once per cluster.
  jobs: (_ctx, s) => [
    s.internshipMailer.job,
    scheduledTask(
      'internship-deadlines',
      DEADLINES_CRON,
      async () => void (await s.internshipDeadlines.run()),
      PORTAL_TIME_ZONE,
    ),
  ],
});
