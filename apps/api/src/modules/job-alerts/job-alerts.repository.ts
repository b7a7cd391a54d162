import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drizzleSql, SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import { jobAlerts } from '../../db/schema/index.ts';

export type JobAlertRow = typeof jobAlerts.$inferSelect;
/**
 * SQL expressions of the search's own terms for an alert's criteria (student-jobs' `alertCriteria`):
 * worked out before the statement, as the search expands the words (typos, synonyms) from the database.
 */
export type AlertCriteria = (c: {
  title: string | null;
  city: string | null;
}) => Promise<(p: SqlParams) => Record<'title_prefix' | 'title_whole' | 'title_like' | 'city_like', string>>;

export interface AlertValues {
  name: string;
  title: string | null;
  state: string | null;
  city: string | null;
  frequency: string;
  active: boolean;
}

// The columns the API shows; the derived search terms and the key stay in the database.
const shown = {
  id: jobAlerts.id,
  student_id: jobAlerts.student_id,
  name: jobAlerts.name,
  title: jobAlerts.title,
  state: jobAlerts.state,
  city: jobAlerts.city,
  frequency: jobAlerts.frequency,
  active: jobAlerts.active,
  last_sent_at: jobAlerts.last_sent_at,
  created_at: jobAlerts.created_at,
  unsubscribe_key: jobAlerts.unsubscribe_key,
};
/** The first key of the advisory lock that serialises one student's alert inserts. */
const JOB_ALERT_LOCK = 16;

export type ShownAlert = { [K in keyof typeof shown]: JobAlertRow[K] };

/** Job alerts: the student's own list, and writes that keep the search terms in step with the criteria. */
export const createJobAlertsRepository = (db: Db, run: SqlRunner, alertCriteria: AlertCriteria) => {
  /** Criteria and their search terms, worked out by the database with the search's own functions. */
  const statement = async (text: (cols: string, vals: string, p: SqlParams) => string, v: AlertValues) => {
    const criteria = await alertCriteria(v);
    const p = new SqlParams();
    const c = criteria(p);
    const cols = 'name, title, state, city, frequency, active, title_prefix, title_whole, title_like, city_like';
    const vals = [
      p.add(v.name),
      p.add(v.title),
      p.add(v.state),
      p.add(v.city),
      p.add(v.frequency),
      `${p.add(v.active)}::boolean`,
      c.title_prefix,
      c.title_whole,
      c.title_like,
      c.city_like,
    ].join(', ');
    return { text: text(cols, vals, p), values: p.values };
  };

  return {
    listOf: (studentId: number): Promise<ShownAlert[]> =>
      db
        .select(shown)
        .from(jobAlerts)
        .where(eq(jobAlerts.student_id, studentId))
        .orderBy(asc(jobAlerts.created_at), asc(jobAlerts.id)),

    async findById(id: number): Promise<ShownAlert | undefined> {
      const [row] = await db.select(shown).from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
      return row;
    },

    async countOf(studentId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.student_id, studentId));
      return Number(row?.n ?? 0);
    },

    /**
     * Inserts unless the student already has `limit` alerts. A lock per student, taken in its own
     * statement, comes first: the insert's count then sees every alert committed before it, so ten
     * simultaneous requests never make an 11th.
     */
    async insert(studentId: number, v: AlertValues, key: string, limit: number): Promise<number | undefined> {
      const { text, values } = await statement((cols, vals, p) => {
        const s = p.add(studentId);
        return `insert into job_alerts (student_id, unsubscribe_key, ${cols})
            select ${s}::int, ${p.add(key)}, ${vals}
            where (select count(*) from job_alerts where student_id = ${s}::int) < ${p.add(limit)}
            returning id`;
      }, v);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${JOB_ALERT_LOCK}, ${studentId})`);
        const result = (await tx.execute(drizzleSql(text, values))) as unknown as { rows: Array<{ id: number }> };
        return result.rows[0]?.id;
      });
    },

    async update(id: number, v: AlertValues): Promise<void> {
      const { text, values } = await statement(
        (cols, vals, p) => `update job_alerts set (${cols}) = (${vals}), updated_at = now() where id = ${p.add(id)}`,
        v,
      );
      await run.query(text, values);
    },

    async remove(id: number, studentId: number): Promise<void> {
      await db.delete(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.student_id, studentId)));
    },

    async deactivate(id: number): Promise<void> {
      await db.update(jobAlerts).set({ active: false }).where(eq(jobAlerts.id, id));
    },
  };
};

export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
