import { DEADLINE_LISTS, type DeadlineList, type DeadlineListAnswer, type DeadlineRow } from '@portal/contracts';
import type { Clock } from '../../lib/clock.ts';
import { paginationMeta, pageOffset } from '../../lib/pagination.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { DeadlinesRepository } from './internships.deadlines.repository.ts';
import { digestMail, reminderMails } from './internships.deadlines.mail.ts';

/** Reminders whose e-mails are written at once. */
const MAIL_CONCURRENCY = 8;
/** Rows of each list the weekly digest shows; the count says how many more there are. */
const DIGEST_ROWS = 20;
/** 07:30 in the portal's time zone, every day: before the working day and the 08:00 job alerts. */
export const DEADLINES_CRON = '30 7 * * *';

/** The ISO week of a day, 'YYYY-Www': the digest's key, one per week. */
export const isoWeek = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  // The week's Thursday names its year; week 1 holds 4 January.
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 3);
  const jan4 = new Date(Date.UTC(d.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((d.getTime() - jan4.getTime()) / 86_400_000 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
};

export interface DeadlineRun {
  reminders: number;
  mails: number;
  digest: boolean;
}

/**
 * The daily deadline job and the office's lists (docs/decisions/018-internships-tce.md#deadlines).
 * One statement claims every reminder due (a unique key each), the e-mails go, the claims are
 * marked sent; a failed e-mail gives its claim back and fails the run, which pg-boss retries.
 */
export const createInternshipDeadlines = (deps: {
  repo: DeadlinesRepository;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  log: { error(o: object, msg: string): void };
}) => {
  const { repo, clock } = deps;
  const base = deps.appUrl.replace(/\/+$/, '');

  /** Sends a group of e-mails: true when every one went. */
  const sendAll = async (key: string, mails: Parameters<Mailer['send']>[0][]) => {
    try {
      for (const mail of mails) await deps.mailer.send(mail);
      return true;
    } catch (err) {
      deps.log.error({ err: (err as Error).message, key }, 'internship reminder not sent');
      return false;
    }
  };

  const lists = async (today: string, limit: number) => {
    const rows = await Promise.all(DEADLINE_LISTS.map((l) => repo.list(today, l, limit, 0)));
    return Object.fromEntries(DEADLINE_LISTS.map((l, i) => [l, rows[i]!])) as Record<DeadlineList, DeadlineRow[]>;
  };

  const digest = async (today: string): Promise<{ sent: number; failed: boolean }> => {
    const key = `digest:${isoWeek(today)}`;
    if (!(await repo.claimDigest(key))) return { sent: 0, failed: false };
    const office = await repo.office();
    const [counts, rows] = await Promise.all([repo.counts(today), lists(today, DIGEST_ROWS)]);
    const id = `internship-digest-${isoWeek(today)}`;
    const ok = await sendAll(
      key,
      office.map((to, i) => digestMail({ id: `${id}-${i}`, to, counts, rows, base })),
    );
    await (ok ? repo.markSent([key]) : repo.release([key]));
    return { sent: ok ? office.length : 0, failed: !ok };
  };

  return {
    /** The daily run: every reminder due today, and the office's digest once a week. */
    async run(): Promise<DeadlineRun> {
      const today = clock.today();
      const claimed = await repo.claim(today);
      const office = claimed.some((r) => r.kind === 'ending') ? await repo.office() : [];
      const sent: string[] = [];
      const failed: string[] = [];
      let mails = 0;
      // A few reminders at a time: writing an e-mail waits on the disk or the SMTP server.
      for (let i = 0; i < claimed.length; i += MAIL_CONCURRENCY)
        await Promise.all(
          claimed.slice(i, i + MAIL_CONCURRENCY).map(async (r) => {
            const batch = reminderMails(r, office, base);
            if (await sendAll(r.key, batch)) {
              sent.push(r.key);
              mails += batch.length;
            } else failed.push(r.key);
          }),
        );
      await repo.markSent(sent);
      await repo.release(failed);
      const week = await digest(today);
      if (failed.length || week.failed) throw new Error(`${failed.length + Number(week.failed)} reminder(s) not sent`);
      return { reminders: sent.length, mails: mails + week.sent, digest: week.sent > 0 };
    },

    /** GET /api/internships/deadlines (the office): every list's count and one list's page. */
    async list(q: { list: DeadlineList; page: number; limit: number }): Promise<DeadlineListAnswer> {
      const today = clock.today();
      const [counts, data] = await Promise.all([
        repo.counts(today),
        repo.list(today, q.list, q.limit, pageOffset(q.page, q.limit)),
      ]);
      return { list: q.list, counts, data, meta: paginationMeta(counts[q.list], q.page, q.limit) };
    },
  };
};
export type InternshipDeadlines = ReturnType<typeof createInternshipDeadlines>;
