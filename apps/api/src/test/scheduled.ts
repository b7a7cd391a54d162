import type { Clock } from '../lib/clock.ts';
import { createMailer } from '../providers/mail/mailer.ts';
import { createScheduledJobs } from '../modules/scheduled-jobs.ts';
import { TEST_SECRET, type TestApp } from './test-app.ts';

/** The queued tasks (closing dates, job alerts) of a test app, run directly with the given clock. */
export const scheduledJobsOf = (t: TestApp, clock: Clock) =>
  createScheduledJobs({
    env: t.env,
    db: t.database.db,
    run: t.database.run,
    clock,
    secret: TEST_SECRET,
    log: { info: () => undefined, error: () => undefined },
    mailer: createMailer({ from: t.env.MAIL_FROM, outboxDir: t.outboxDir, log: { info: () => undefined } }),
  });
