import { createHash } from 'node:crypto';
import { PORTAL_TIME_ZONE, type Clock } from '../../lib/clock.ts';
import { signAlertToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { AlertMatchingRepository, MatchScope } from './job-alerts.matching.ts';
import { alertMail, type SuggestedJob } from './job-alerts.mail.ts';

/** 'Você também pode gostar': this many of the student's recommendations under the alert's jobs. */
export const ALSO_LIKE = 3;

const DAY = 86_400_000;
/**
 * Matches a run left unmarked: the digest (one run a day) sends them at once; an instant run, which
 * may overlap another, once they are this old.
 */
const INSTANT_STALE_MS = 10 * 60_000;

/** The signed one-click link of an alert. */
export const unsubscribeUrl = (appUrl: string, secret: string, alertId: number, key: string) =>
  `${appUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(signAlertToken(secret, alertId, key))}`;

const isMonday = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_TIME_ZONE, weekday: 'short' }).format(at) === 'Mon';

/**
 * Runs the alerts (docs/decisions/012-job-alerts.md): one matching statement records the new
 * (alert, job) pairs, then one e-mail per alert lists its unsent jobs and marks them sent. The
 * message id is derived from the alert and its jobs: after a crash between sending and marking,
 * the next run sends the same message again, which replaces it in the outbox (and SMTP receivers
 * see the same Message-ID); nothing is lost and no job goes out in two different e-mails.
 */
export const createAlertSender = (deps: {
  repo: AlertMatchingRepository;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  appUrl: string;
  log: { error(o: object, m: string): void };
  /** The student's recommended jobs, best first ('Vagas para você', docs/decisions/020-search-relevance.md). */
  recommend?: (studentId: number, limit: number) => Promise<SuggestedJob[]>;
}) => {
  const { repo, clock } = deps;

  /** Recommendations not already in the e-mail; none when they fail (the alert still goes). */
  const alsoLike = async (studentId: number, listed: number[]): Promise<SuggestedJob[]> => {
    if (!deps.recommend) return [];
    try {
      const jobs = await deps.recommend(studentId, ALSO_LIKE + listed.length);
      return jobs.filter((j) => !listed.includes(j.id)).slice(0, ALSO_LIKE);
    } catch (err) {
      deps.log.error({ err, student: studentId }, 'job alert recommendations failed');
      return [];
    }
  };

  const run = async (scope: MatchScope, staleMs: number): Promise<{ matched: number; mails: number }> => {
    const found = await repo.match(scope);
    const alertIds = [...new Set(found.map((f) => f.alert_id))];
    const pending = await repo.pending(scope.frequencies, alertIds, new Date(clock.now().getTime() - staleMs));
    const jobs = new Map((await repo.jobs([...new Set(pending.flatMap((p) => p.job_ids))])).map((j) => [j.id, j]));
    let mails = 0;
    for (const p of pending) {
      const list = p.job_ids.flatMap((id) => jobs.get(id) ?? []);
      if (!list.length) continue;
      const digest = createHash('sha256')
        .update(
          p.job_ids
            .slice()
            .sort((a, b) => a - b)
            .join(','),
        )
        .digest('hex')
        .slice(0, 16);
      try {
        await deps.mailer.send(
          alertMail({
            id: `job-alert-${p.alert_id}-${digest}`,
            to: p.email,
            studentName: p.student_name,
            alertName: p.name,
            jobs: list,
            alsoLike: await alsoLike(p.student_id, p.job_ids),
            appUrl: deps.appUrl,
            unsubscribeUrl: unsubscribeUrl(deps.appUrl, deps.secret, p.alert_id, p.unsubscribe_key),
          }),
        );
        await repo.markSent(p.alert_id, p.job_ids);
        mails++;
      } catch (err) {
        // Left unmarked: the next run sends it.
        deps.log.error({ err, alert: p.alert_id }, 'job alert e-mail failed');
      }
    }
    return { matched: found.length, mails };
  };

  return {
    /** A job was just opened: the instant alerts it matches. */
    instant: (jobId: number) => run({ today: clock.today(), frequencies: ['instant'], jobId }, INSTANT_STALE_MS),

    /**
     * The 08:00 digest: daily alerts every day, weekly ones on Mondays, each with the jobs opened
     * since its last e-mail. The window reaches back two periods, so a missed run is made up.
     */
    digest() {
      const now = clock.now();
      const weekly = isMonday(now);
      const frequencies = weekly ? ['daily', 'weekly'] : ['daily'];
      return run({ today: clock.today(), frequencies, since: new Date(now.getTime() - (weekly ? 14 : 2) * DAY) }, 0);
    },
  };
};

export type AlertSender = ReturnType<typeof createAlertSender>;
