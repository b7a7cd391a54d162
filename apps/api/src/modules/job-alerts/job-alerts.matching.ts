import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drizzleSql, SqlParams, type SqlRunner } from '../../db/sql-runner.ts';

/** The student search's match of job `j` against alert `a` (student-jobs' `alertMatch`, wired in by the composition root). */
export type AlertMatch = (today: string) => (p: SqlParams) => string;

export interface MatchScope {
  /** Today in the portal's time zone: jobs past their closing date are left out. */
  today: string;
  frequencies: string[];
  /** Instant alerts: only this job, just opened. */
  jobId?: number;
  /** Digests: jobs opened after this moment and after the alert's last e-mail. */
  since?: Date;
}

export interface PendingAlert {
  alert_id: number;
  student_id: number;
  name: string;
  unsubscribe_key: string;
  email: string;
  student_name: string;
  job_ids: number[];
}

export interface MailJob {
  id: number;
  title: string;
  company: string;
  city: string;
  state: string;
  contract_type: string | null;
}

/**
 * The matching statement (docs/decisions/012-job-alerts.md): every active alert of the given
 * frequencies against the jobs in scope, in one set-based INSERT, with the student search's own
 * predicate. Jobs the student applied to are left out; a pair found before is never found again.
 */
export const matchingStatement = (alertMatch: AlertMatch, s: MatchScope): { text: string; values: unknown[] } => {
  const p = new SqlParams();
  const jobs =
    s.jobId !== undefined
      ? `j.id = ${p.add(s.jobId)} and j.created_at > a.created_at`
      : `j.created_at > ${p.add(s.since)}::timestamptz and j.created_at > coalesce(a.last_sent_at, a.created_at)`;
  const text = `insert into job_alert_matches (alert_id, job_id)
    select a.id, j.id from job_alerts a join jobs j on ${jobs}
    where a.active and a.frequency = any(${p.add(s.frequencies)}::text[]) and ${alertMatch(s.today)(p)}
      and not exists (select 1 from applications ap where ap.job_id = j.id and ap.student_id = a.student_id)
    on conflict do nothing
    returning alert_id, job_id`;
  return { text, values: p.values };
};

/**
 * Run before the matching statement, in its transaction. The planner's cost of the statement (its
 * fallback sub-queries counted for every pair) is far above `jit_above_cost`, so PostgreSQL
 * compiled it with LLVM on every run: 3.0 s of a 3.2 s instant run, 1.4 s of a digest
 * (docs/decisions/012-job-alerts.md). The statement is cheaper to interpret than to compile.
 */
export const MATCHING_SETTINGS = 'set local jit = off';

/** SQL of the alert sender: matching, what is still to send, the jobs' mail lines, the marks. */
export const createAlertMatchingRepository = (db: Db, run: SqlRunner, alertMatch: AlertMatch) => ({
  match: (scope: MatchScope): Promise<Array<{ alert_id: number; job_id: number }>> =>
    db.transaction(async (tx) => {
      const { text, values } = matchingStatement(alertMatch, scope);
      await tx.execute(sql.raw(MATCHING_SETTINGS));
      const result = (await tx.execute(drizzleSql(text, values))) as unknown as {
        rows: Array<{ alert_id: number; job_id: number }>;
      };
      return result.rows;
    }),

  /**
   * Matches not yet e-mailed, per alert: those of `alertIds` (this run), and any left over by a
   * run that stopped before marking them (older than `staleBefore`).
   */
  pending: (frequencies: string[], alertIds: number[], staleBefore: Date): Promise<PendingAlert[]> =>
    run.query<PendingAlert>(
      `select a.id as alert_id, a.student_id, a.name, a.unsubscribe_key, u.email, u.name as student_name,
          array_agg(m.job_id order by j.created_at desc, j.id desc) as job_ids
        from job_alert_matches m
        join job_alerts a on a.id = m.alert_id
        join jobs j on j.id = m.job_id
        join students s on s.id = a.student_id
        join users u on u.id = s.id_user
        where m.sent_at is null and a.active and a.frequency = any($1::text[])
          and (m.alert_id = any($2::int[]) or m.created_at < $3::timestamptz)
        group by a.id, u.email, u.name
        order by a.id`,
      [frequencies, alertIds, staleBefore],
    ),

  jobs: (ids: number[]): Promise<MailJob[]> =>
    run.query<MailJob>(
      `select j.id, j.title, c.name as company, j.city, j.state, coalesce(j.employment_type, ct.name) as contract_type
        from jobs j join companies c on c.id = j.companies_id left join contract_types ct on ct.id = j.contract_types_id
        where j.id = any($1::int[])`,
      [ids],
    ),

  async markSent(alertId: number, jobIds: number[]): Promise<void> {
    await run.query(
      `update job_alert_matches set sent_at = now() where alert_id = $1 and job_id = any($2::int[]) and sent_at is null`,
      [alertId, jobIds],
    );
    await run.query(`update job_alerts set last_sent_at = now() where id = $1`, [alertId]);
  },
});

export type AlertMatchingRepository = ReturnType<typeof createAlertMatchingRepository>;
