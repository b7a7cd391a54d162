import { SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import { createAnalyticsFacts } from './analytics.facts.ts';
import { createInternshipFigures } from './analytics.internships.repository.ts';
import { applicationsFrom, DAYS, jobsOpenIn, jobWhere, periodBounds, type AnalyticsFilter } from './analytics.sql.ts';

export type { AnalyticsFilter } from './analytics.sql.ts';

export interface OpenJobs {
  total: number;
  byCompany: Map<number, number>;
  byState: Array<{ state: string; jobs: number }>;
}
export interface NewJobs {
  new_jobs: number;
  median_days_open: number | null;
}
export interface ExportRow {
  id: number;
  applied_at: Date;
  job: string;
  company: string;
  contract_type: string | null;
  state: string;
  city: string;
  course: string | null;
  student: string;
  ra: string;
  stage: string;
  hired_at: Date | null;
  /** created_at in full (microseconds): the key of the next batch. */
  key_at: string;
}

/** A timestamp as text of milliseconds since 1970 (a Date's value; microseconds cut, as the driver does). */
const EPOCH_MS = (column: string) => `floor(extract(epoch from ${column}) * 1000)::text`;

/**
 * An export row from its columns' text, in the order exportBatch selects them. A class, not an
 * object literal: V8 watches how many objects of a literal survive a collection, and when a whole
 * batch is alive it allocates all later ones in the old generation, where they stay until a full
 * collection (docs/decisions/013-indicators.md).
 */
class TextExportRow implements ExportRow {
  id: number;
  applied_at: Date;
  key_at: string;
  job: string;
  company: string;
  contract_type: string | null;
  state: string;
  city: string;
  course: string | null;
  student: string;
  ra: string;
  stage: string;
  hired_at: Date | null;

  constructor(v: Array<string | null>) {
    this.id = Number(v[0]);
    this.applied_at = new Date(Number(v[1]));
    this.key_at = v[2]!;
    this.job = v[3]!;
    this.company = v[4]!;
    this.contract_type = v[5] ?? null;
    this.state = v[6]!;
    this.city = v[7]!;
    this.course = v[8] ?? null;
    this.student = v[9]!;
    this.ra = v[10]!;
    this.stage = v[11]!;
    this.hired_at = v[12] === null ? null : new Date(Number(v[12]));
  }
}

const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const EXPORT_JOINS = `join companies c on c.id = j.companies_id left join contract_types ct on ct.id = j.contract_types_id
  left join courses co on co.id = s.id_course join users u on u.id = s.id_user`;

/** The indicators' reads over jobs, and the export's rows (docs/decisions/013). */
export const createAnalyticsRepository = (run: SqlRunner) => {
  const rows = async <T>(build: (p: SqlParams) => string): Promise<T[]> => {
    const p = new SqlParams();
    const text = build(p);
    return run.query<T>(text, p.values);
  };

  return {
    ...createAnalyticsFacts(run),
    ...createInternshipFigures(run),

    /** The user who represents a company; undefined when there is no such company. */
    async companyOwner(id: number): Promise<number | undefined> {
      const [row] = await run.query<{ user_id: number }>('select user_id from companies where id = $1', [id]);
      return row ? Number(row.user_id) : undefined;
    },

    /** Jobs open in the period, per company and per state, in one scan. */
    async openJobs(f: AnalyticsFilter): Promise<OpenJobs> {
      const r = await rows<{ company_id: number | null; state: string | null; by_state: unknown; jobs: unknown }>(
        (p) => `select j.companies_id as company_id, j.state, grouping(j.state) as by_state, count(*) as jobs
          ${jobsOpenIn(f, p).sql} group by grouping sets ((j.companies_id), (j.state))`,
      );
      const byState = r.filter((x) => num(x.by_state) === 0);
      return {
        total: byState.reduce((n, x) => n + num(x.jobs), 0),
        byCompany: new Map(r.filter((x) => num(x.by_state) === 1).map((x) => [Number(x.company_id), num(x.jobs)])),
        byState: byState.map((x) => ({ state: String(x.state), jobs: num(x.jobs) })),
      };
    },

    async companyNames(ids: number[]): Promise<Map<number, string>> {
      const r = await run.query<{ id: number; name: string }>('select id, name from companies where id = any($1)', [
        ids,
      ]);
      return new Map(r.map((x) => [Number(x.id), x.name]));
    },

    /** Jobs created in the period, and the median days they stayed open (to `closed_at` or now). */
    async newJobs(f: AnalyticsFilter): Promise<NewJobs> {
      const [r] = await rows<Record<string, unknown>>((p) => {
        const { start, end } = periodBounds(f, p);
        return `select count(*) as new_jobs,
            percentile_cont(0.5) within group (order by ${DAYS('coalesce(j.closed_at, now()) - j.created_at')}) as median_days_open
          from jobs j where ${[`j.created_at >= ${start}`, `j.created_at < ${end}`, ...jobWhere(f, p)].join(' and ')}`;
      });
      return { new_jobs: num(r?.new_jobs), median_days_open: numOrNull(r?.median_days_open) };
    },

    /**
     * One batch of the export, in application order, after the key of the previous batch. Each
     * row is read as text straight into an ExportRow: no driver row objects (docs/decisions/013).
     */
    async exportBatch(
      f: AnalyticsFilter,
      after: { at: string; id: number } | null,
      limit: number,
    ): Promise<ExportRow[]> {
      const p = new SqlParams();
      const from = applicationsFrom(f, p, EXPORT_JOINS);
      const keyset = after
        ? ` and (a.created_at, a.id) > (${p.add(after.at)}::timestamptz, ${p.add(after.id)}::int)`
        : '';
      const batch: ExportRow[] = [];
      await run.eachRow(
        `select a.id::text, ${EPOCH_MS('a.created_at')}, a.created_at::text, j.title::text, c.name::text,
            ct.name::text, j.state::text, j.city::text, co.name::text, u.name::text, s.ra::text, a.stage::text,
            ${EPOCH_MS('a.hired_at')}
          ${from}${keyset}
          order by a.created_at, a.id limit ${p.add(limit)}`,
        p.values,
        (fields) => batch.push(new TextExportRow(fields)),
      );
      return batch;
    },
  };
};

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
