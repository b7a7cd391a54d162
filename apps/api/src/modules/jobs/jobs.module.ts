import { PORTAL_TIME_ZONE } from '../../lib/clock.ts';
import { defineModule } from '../../platform-module.ts';
import { scheduledTask } from '../../queue/scheduled-task.job.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { JobAlertsService } from '../job-alerts/job-alerts.service.ts';
import { referenceChoices, type ReferenceDataService } from '../reference-data/reference-data.service.ts';
import { createJobClosingService } from './job-closing.service.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { createJobsService } from './jobs.service.ts';

/** Job postings, and their closing on the closing date (JOB_CLOSING_CRON). */
export const jobsModule = defineModule({
  name: 'jobs',
  services: (
    ctx,
    s: { audit: AuditService; files: FilesService; referenceData: ReferenceDataService; jobAlerts: JobAlertsService },
  ) => ({
    jobs: createJobsService({
      repo: createJobsRepository(ctx.db),
      files: s.files,
      audit: s.audit,
      clock: ctx.clock,
      areas: referenceChoices(s.referenceData, 'knowledge-areas'),
      onOpened: (id) => s.jobAlerts.jobOpened(id),
    }),
    jobClosing: createJobClosingService({
      repo: createJobsRepository(ctx.db),
      mailer: ctx.mailer,
      clock: ctx.clock,
      appUrl: ctx.env.APP_URL,
      log: ctx.log,
    }),
  }),
  routes: (api, s) => api.register(jobsRoutes, { jobs: s.jobs }),
  jobs: ({ env }, s) => [
    scheduledTask(
      'close-jobs',
      env.JOB_CLOSING_CRON,
      async () => void (await s.jobClosing.closePastJobs()),
      PORTAL_TIME_ZONE,
    ),
  ],
});
