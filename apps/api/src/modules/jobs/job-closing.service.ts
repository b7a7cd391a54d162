import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { JobsRepository } from './jobs.repository.ts';
import { closedJobMail } from './jobs.mail.ts';

/**
 * The periodic task of closing dates (docs/decisions/012-job-alerts.md): jobs past their date,
 * already hidden from students, get status closed, and each company is told how many applied.
 * The e-mail goes first: a crash before the mark sends it again under the same message id.
 */
export const createJobClosingService = (deps: {
  repo: JobsRepository;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  log: { error(o: object, m: string): void };
}) => ({
  async closePastJobs(): Promise<number> {
    let closed = 0;
    for (const j of await deps.repo.pastClosing(deps.clock.today())) {
      const closesAt = j.closes_at!;
      try {
        await deps.mailer.send(closedJobMail({ ...j, closesAt, appUrl: deps.appUrl }));
        if (await deps.repo.markClosed(j.id, closesAt)) closed++;
      } catch (err) {
        deps.log.error({ err, job: j.id }, 'closing a job failed');
      }
    }
    return closed;
  },
});

export type JobClosingService = ReturnType<typeof createJobClosingService>;
