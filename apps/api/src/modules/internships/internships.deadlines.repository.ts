import {
  AGREEMENT_EXPIRY_DAYS,
  ENDING_REMINDER_DAYS,
  REPORT_REMINDER_DAYS,
  type DeadlineCounts,
  type DeadlineList,
  type DeadlineRow,
} from '@portal/contracts';
import { ROLE_ID } from '@portal/contracts';
import type { SqlRunner } from '../../db/sql-runner.ts';

/** A claimed reminder with what its e-mails need. */
export interface ReminderRow {
  key: string;
  kind: 'report_due' | 'report_overdue' | 'ending';
  internship_id: number;
  due_on: string | null;
  ends_on: string;
  student_name: string;
  student_email: string;
  supervisor_name: string;
  supervisor_email: string;
  company_name: string;
  owner_name: string;
  owner_email: string;
}

/** A claim older than this and still unsent belongs to a run that died: the next run takes it. */
const STALE_CLAIM = `interval '10 minutes'`;
const OPEN_REPORT = `r.status in ('pending', 'returned') and i.status = 'active'`;

/**
 * Every reminder due on `$1` (today), as one set: reports due within 15 days, reports overdue,
 * internships ending within 30 days. Keys hold what makes a reminder new: a report, or an end date
 * (an extension earns another).
 */
const DUE_REMINDERS = `
  select 'report_due:' || r.id as key, 'report_due' as kind, r.internships_id, r.id as reports_id
    from internship_reports r join internships i on i.id = r.internships_id
    where ${OPEN_REPORT} and r.due_on >= $1::date and r.due_on <= $1::date + ${REPORT_REMINDER_DAYS}
  union all
  select 'report_overdue:' || r.id, 'report_overdue', r.internships_id, r.id
    from internship_reports r join internships i on i.id = r.internships_id
    where ${OPEN_REPORT} and r.due_on < $1::date
  union all
  select 'ending:' || i.id || ':' || i.ends_on, 'ending', i.id, null
    from internships i
    where i.status = 'active' and i.ends_on >= $1::date and i.ends_on <= $1::date + ${ENDING_REMINDER_DAYS}`;

/** Each list's rows: its dates as text, `days` from today (`$1`). */
const LISTS: Record<DeadlineList, string> = {
  overdue_reports: `
    select i.id as internship_id, null::int as agreement_id, null::text as agreement_number, u.name as student_name,
        s.ra as student_ra, c.name as company_name, r.due_on as on_date
      from internship_reports r join internships i on i.id = r.internships_id
      join students s on s.id = i.students_id join users u on u.id = s.id_user join companies c on c.id = i.companies_id
      where ${OPEN_REPORT} and r.due_on < $1::date`,
  ending_soon: `
    select i.id, null::int, null::text, u.name, s.ra, c.name, i.ends_on
      from internships i join students s on s.id = i.students_id join users u on u.id = s.id_user
      join companies c on c.id = i.companies_id
      where i.status = 'active' and i.ends_on >= $1::date and i.ends_on <= $1::date + ${ENDING_REMINDER_DAYS}`,
  // Art. 11: every period at the company counts; the row's date is the first day beyond 2 years.
  past_two_years: `
    select i.id, null::int, null::text, u.name, s.ra, c.name, (i.ends_on - (p.total - p.allowed)::int + 1) as on_date
      from internships i
      join (select students_id, companies_id, sum(coalesce(ended_on, ends_on) - starts_on + 1) as total,
              (min(starts_on) + interval '2 years')::date - min(starts_on) as allowed
            from internships where status in ('active', 'completed', 'terminated')
            group by students_id, companies_id) p on p.students_id = i.students_id and p.companies_id = i.companies_id
      join students s on s.id = i.students_id join users u on u.id = s.id_user join companies c on c.id = i.companies_id
      where i.status = 'active' and not s.disability and p.total > p.allowed`,
  agreements_expiring: `
    select null::int, a.id, a.number, null::text, null::text, c.name, a.ends_on
      from agreements a join companies c on c.id = a.companies_id
      where a.ends_on >= $1::date and a.ends_on <= $1::date + ${AGREEMENT_EXPIRY_DAYS}`,
};

interface ListRow extends Omit<DeadlineRow, 'date' | 'days'> {
  on_date: string;
  days: number;
}

/** The deadline job's and the office's lists: set-based SQL, one statement per step. */
export const createDeadlinesRepository = (run: SqlRunner) => ({
  /**
   * Claims every reminder due today that no run has claimed, and takes back stale claims; answers
   * the claimed ones with their recipients. Two runs at once never claim the same key.
   */
  async claim(today: string): Promise<ReminderRow[]> {
    return run.query<ReminderRow>(
      `with fresh as (
         insert into internship_reminders (key, kind, internships_id, reports_id)
         select key, kind, internships_id, reports_id from (${DUE_REMINDERS}) due
         on conflict (key) do nothing
         returning key, kind, internships_id, reports_id),
       stale as (
         update internship_reminders set claimed_at = now()
         where sent_at is null and kind <> 'digest' and claimed_at < now() - ${STALE_CLAIM}
         returning key, kind, internships_id, reports_id),
       claimed as (select * from fresh union all select * from stale)
       select m.key, m.kind, i.id as internship_id, r.due_on::text as due_on, i.ends_on::text as ends_on,
           su.name as student_name, su.email as student_email, i.supervisor_name, i.supervisor_email,
           c.name as company_name, ou.name as owner_name, ou.email as owner_email
         from claimed m join internships i on i.id = m.internships_id
         left join internship_reports r on r.id = m.reports_id
         join students s on s.id = i.students_id join users su on su.id = s.id_user
         join companies c on c.id = i.companies_id join users ou on ou.id = c.user_id
         order by m.key`,
      [today],
    );
  },

  /** Claims the week's digest: true for the one run that gets it. */
  async claimDigest(key: string): Promise<boolean> {
    const rows = await run.query(
      `insert into internship_reminders (key, kind) values ($1, 'digest')
       on conflict (key) do update set claimed_at = now()
         where internship_reminders.sent_at is null and internship_reminders.claimed_at < now() - ${STALE_CLAIM}
       returning key`,
      [key],
    );
    return rows.length === 1;
  },

  async markSent(keys: string[]): Promise<void> {
    if (keys.length) await run.query(`update internship_reminders set sent_at = now() where key = any($1)`, [keys]);
  },

  /** Gives claims back (their e-mail failed): the next run sends them. */
  async release(keys: string[]): Promise<void> {
    if (keys.length) await run.query(`delete from internship_reminders where key = any($1)`, [keys]);
  },

  async counts(today: string): Promise<DeadlineCounts> {
    const [row] = await run.query<Record<DeadlineList, number>>(
      `select ${Object.entries(LISTS)
        .map(([name, q]) => `(select count(*)::int from (${q}) x) as ${name}`)
        .join(', ')}`,
      [today],
    );
    return row!;
  },

  async list(today: string, list: DeadlineList, limit: number, offset: number): Promise<DeadlineRow[]> {
    const rows = await run.query<ListRow>(
      `select internship_id, agreement_id, agreement_number, student_name, student_ra, company_name,
          on_date::text as on_date, (on_date - $1::date)::int as days
        from (${LISTS[list]}) x (internship_id, agreement_id, agreement_number, student_name, student_ra, company_name, on_date)
        order by on_date, internship_id, agreement_id limit $2 offset $3`,
      [today, limit, offset],
    );
    return rows.map(({ on_date, ...r }) => ({ ...r, date: on_date, days: Number(r.days) }));
  },

  /** The office's addresses: active administrators. */
  async office(): Promise<Array<{ name: string; email: string }>> {
    return run.query(
      `select name, email from users where role_id = $1 and is_active and deleted_at is null order by id`,
      [ROLE_ID.admin],
    );
  },
});
export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;
