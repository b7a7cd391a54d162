import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { PORTAL_TIME_ZONE } from '../lib/clock.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { scheduledTask } from '../jobs/scheduled-task.job.ts';
import { createJobsRepository } from './jobs/jobs.repository.ts';
import { createJobClosingService } from './jobs/job-closing.service.ts';
import type { SqlRunner } from '../db/sql-runner.ts';
import { createAlertMatchingRepository } from './job-alerts/job-alerts.matching.ts';
import { createAlertSender } from './job-alerts/job-alerts.sender.ts';
import { alertMatch } from './student-jobs/student-jobs.sql.ts';

/** 08:00 in America/Sao_Paulo, every day (weekly alerts on Mondays). */
export const DIGEST_CRON = '0 8 * * *';

type Log = Pick<Logger, 'info' | 'error'>;

/**
 * The portal's own queued work besides the analyses, defined the same way in the web server and
 * in `npm run worker` (either may run it): closing jobs on their date, and the job alerts (instant and the 08:00 digest).
 */
export const createScheduledJobs = (deps: {
  env: Env;
  db: Db;
  run: SqlRunner;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  log: Log;
}) => {
  const closing = createJobClosingService({
    repo: createJobsRepository(deps.db),
    mailer: deps.mailer,
    clock: deps.clock,
    appUrl: deps.env.APP_URL,
    log: deps.log,
  });
  const alerts = createAlertSender({
    repo: createAlertMatchingRepository(deps.db, deps.run, alertMatch),
    mailer: deps.mailer,
    clock: deps.clock,
    secret: deps.secret,
    appUrl: deps.env.APP_URL,
    log: deps.log,
  });
  return {
    closing,
    alerts,
    define(queue: JobQueue) {
      queue.define<{ job_id: number }>({
        name: 'job-alerts-instant',
        policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
        handler: async (data) => void (await alerts.instant(Number(data.job_id))),
      });
      queue.define(
        scheduledTask('job-alerts-digest', DIGEST_CRON, async () => void (await alerts.digest()), PORTAL_TIME_ZONE),
      );
      queue.define(
        scheduledTask(
          'close-jobs',
          deps.env.JOB_CLOSING_CRON,
          async () => void (await closing.closePastJobs()),
          PORTAL_TIME_ZONE,
        ),
      );
    },
  };
};
