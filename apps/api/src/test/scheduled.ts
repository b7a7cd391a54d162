import type { Clock } from '../lib/clock.ts';
import { quietLogger } from '../lib/logger.ts';
import { createMailer } from '../providers/mail/mailer.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { createPlatform } from '../platform.ts';
import { TEST_SECRET, type TestApp } from './test-app.ts';

/** A second platform on a test app's database and outbox, run directly (no queue), with the given clock. */
export const platformOf = (t: TestApp, clock?: Clock) =>
  createPlatform(t.env, {
    database: t.database,
    clock,
    secret: TEST_SECRET,
    log: quietLogger,
    storage: createStorage(t.env),
    mailer: createMailer({ from: t.env.MAIL_FROM, outboxDir: t.outboxDir, log: { info: () => undefined } }),
  });

/** The queued tasks (closing dates, job alerts) of a test app, run directly with the given clock. */
export const scheduledJobsOf = (t: TestApp, clock: Clock) => {
  const { services } = platformOf(t, clock);
  return { closing: services.jobClosing, alerts: services.alertSender };
};
