import { PORTAL_TIME_ZONE } from '../../lib/clock.ts';
import { defineModule } from '../../platform-module.ts';
import { scheduledTask } from '../../queue/scheduled-task.job.ts';
import type { RecommendationsService } from '../student-jobs/recommendations.service.ts';
import type { StudentJobsService } from '../student-jobs/student-jobs.service.ts';
import { createAlertMatchingRepository } from './job-alerts.matching.ts';
import { createJobAlertsRepository } from './job-alerts.repository.ts';
import { jobAlertsRoutes } from './job-alerts.routes.ts';
import { createAlertSender } from './job-alerts.sender.ts';
import { createJobAlertsService } from './job-alerts.service.ts';

/** 08:00 in the portal's time zone, every day (weekly alerts on Mondays). */
export const DIGEST_CRON = '0 8 * * *';

/** A student's job alerts: the instant e-mail when a job opens, and the daily or weekly digest. */
export const jobAlertsModule = defineModule({
  name: 'job-alerts',
  services: (ctx, s: { studentJobs: StudentJobsService; recommendations: RecommendationsService }) => ({
    jobAlerts: createJobAlertsService({
      repo: createJobAlertsRepository(ctx.db, ctx.run, s.studentJobs.alertCriteria),
      studentJobs: s.studentJobs,
      secret: ctx.secret,
      queue: ctx.queue,
      log: ctx.log,
    }),
    alertSender: createAlertSender({
      repo: createAlertMatchingRepository(ctx.db, ctx.run, s.studentJobs.alertMatch),
      mailer: ctx.mailer,
      clock: ctx.clock,
      secret: ctx.secret,
      appUrl: ctx.env.APP_URL,
      log: ctx.log,
      recommend: async (studentId, limit) =>
        (await s.recommendations.forStudent(studentId, limit)).jobs.map((j) => ({
          id: j.id,
          title: j.title,
          company: j.company.name,
          city: j.city,
          state: j.state,
          contract_type: j.employment_type ?? j.contract_type?.name ?? null,
          reasons: j.reasons,
        })),
    }),
  }),
  routes: (api, s) => api.register(jobAlertsRoutes, { jobAlerts: s.jobAlerts }),
  jobs: (_ctx, s) => [
    {
      name: 'job-alerts-instant',
      policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
      handler: async (data: { job_id?: unknown }) => void (await s.alertSender.instant(Number(data.job_id))),
    },
    scheduledTask('job-alerts-digest', DIGEST_CRON, async () => void (await s.alertSender.digest()), PORTAL_TIME_ZONE),
  ],
});
