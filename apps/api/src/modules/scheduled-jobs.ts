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

type Log = Pick<Logger, 'info' | 'error'>;

/**
 * The portal's own queued work besides the analyses, defined the same way in the web server and
 * in `npm run worker` (either may run it): closing jobs on their date.
 */
export const createScheduledJobs = (deps: { env: Env; db: Db; mailer: Mailer; clock: Clock; log: Log }) => {
  const closing = createJobClosingService({ repo: createJobsRepository(deps.db), mailer: deps.mailer, clock: deps.clock, appUrl: deps.env.APP_URL, log: deps.log });
  return {
    closing,
    define(queue: JobQueue) {
      queue.define(scheduledTask('close-jobs', deps.env.JOB_CLOSING_CRON, async () => void (await closing.closePastJobs()), PORTAL_TIME_ZONE));
    },
  };
};
