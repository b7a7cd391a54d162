import { SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import { applicationsFrom, DAYS, jobsOpenIn, type AnalyticsFilter } from './analytics.sql.ts';

export type { AnalyticsFilter } from './analytics.sql.ts';

export interface ApplicationTotals {
  applications: number;
  applicants: number;
  hired: number;
  hired_students: number;
  with_video_cv: number;
  median_days_to_hire: number | null;
}
/** Applications of the period that reached each stage of the funnel, and those that left it. */
export interface FunnelCounts {
  received: number;
  in_review: number;
  interview: number;
  hired: number;
  rejected: number;
  withdrawn: number;
}
export interface JobTotals {
  open_jobs: number;
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

const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const EXPORT_JOINS = `join companies c on c.id = j.companies_id left join contract_types ct on ct.id = j.contract_types_id
  left join courses co on co.id = s.id_course join users u on u.id = s.id_user`;
const MONTH = `to_char(a.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

/** The indicators' reads: hand-written aggregates over applications and jobs (docs/decisions/013). */
export const createAnalyticsRepository = (run: SqlRunner) => {
  const rows = async <T>(build: (p: SqlParams) => string): Promise<T[]> => {
    const p = new SqlParams();
    const text = build(p);
    return run.query<T>(text, p.values);
  };

  return {
    /** The user who represents a company; undefined when there is no such company. */
    async companyOwner(id: number): Promise<number | undefined> {
      const [row] = await run.query<{ user_id: number }>('select user_id from companies where id = $1', [id]);
      return row ? Number(row.user_id) : undefined;
    },

    async applicationTotals(f: AnalyticsFilter): Promise<ApplicationTotals> {
      const [r] = await rows<Record<string, unknown>>(
        (p) => `select count(*) as applications,
          count(distinct a.student_id) as applicants,
          count(*) filter (where a.hired) as hired,
          count(distinct a.student_id) filter (where a.hired) as hired_students,
          count(distinct a.student_id) filter (where exists (select 1 from auditions cv
            where cv.user_id = s.id_user and cv.published and cv.activity_id = 71)) as with_video_cv,
          percentile_cont(0.5) within group (order by ${DAYS('a.hired_at - a.created_at')})
            filter (where a.hired and a.hired_at is not null) as median_days_to_hire
        ${applicationsFrom(f, p)}`,
      );
      return {
        applications: num(r?.applications),
        applicants: num(r?.applicants),
        hired: num(r?.hired),
        hired_students: num(r?.hired_students),
        with_video_cv: num(r?.with_video_cv),
        median_days_to_hire: numOrNull(r?.median_days_to_hire),
      };
    },

    /**
     * How far each application got: its stage on the way to a hire; one that was rejected or
     * withdrawn counts as far as its history went (never as hired, so the funnel's hires are the card's).
     */
    async funnel(f: AnalyticsFilter): Promise<FunnelCounts> {
      const [r] = await rows<Record<string, unknown>>(
        (p) => `select count(*) as received,
          count(*) filter (where x.reached >= 1) as in_review, count(*) filter (where x.reached >= 2) as interview,
          count(*) filter (where x.stage = 'hired') as hired,
          count(*) filter (where x.stage = 'rejected') as rejected, count(*) filter (where x.stage = 'withdrawn') as withdrawn
        from (select a.stage, coalesce(case a.stage when 'received' then 0 when 'in_review' then 1 when 'interview' then 2 when 'hired' then 3 end,
            (select max(case h.stage when 'in_review' then 1 when 'interview' then 2 else 0 end) from application_stage_history h where h.application_id = a.id), 0) as reached
          ${applicationsFrom(f, p)}) x`,
      );
      return {
        received: num(r?.received),
        in_review: num(r?.in_review),
        interview: num(r?.interview),
        hired: num(r?.hired),
        rejected: num(r?.rejected),
        withdrawn: num(r?.withdrawn),
      };
    },

    async byMonth(f: AnalyticsFilter) {
      const r = await rows<{ month: string; applications: unknown; hired: unknown }>(
        (p) => `select ${MONTH} as month,
          count(*) as applications, count(*) filter (where a.hired) as hired
        ${applicationsFrom(f, p)} group by 1 order by 1`,
      );
      return r.map((x) => ({ month: x.month, applications: num(x.applications), hired: num(x.hired) }));
    },

    async byCourse(f: AnalyticsFilter) {
      const r = await rows<{ course: string | null; applicants: unknown; hired: unknown }>(
        (p) => `select co.name as course,
          count(distinct a.student_id) as applicants, count(*) filter (where a.hired) as hired
        ${applicationsFrom(f, p, 'left join courses co on co.id = s.id_course')} group by co.name`,
      );
      return r.map((x) => ({ course: x.course, applicants: num(x.applicants), hired: num(x.hired) }));
    },

    /** Per company: jobs open in the period, applications and hires of the period. */
    async byCompany(f: AnalyticsFilter) {
      const r = await rows<{
        company_id: number;
        company: string;
        jobs: unknown;
        applications: unknown;
        hired: unknown;
      }>(
        (p) => `
        with apps as (select j.companies_id as id, count(*) as applications, count(*) filter (where a.hired) as hired
               ${applicationsFrom(f, p)} group by 1),
             open as (select j.companies_id as id, count(*) as jobs ${jobsOpenIn(f, p).sql} group by 1)
        select c.id as company_id, c.name as company, coalesce(open.jobs, 0) as jobs,
               coalesce(apps.applications, 0) as applications, coalesce(apps.hired, 0) as hired
        from apps full join open on open.id = apps.id join companies c on c.id = coalesce(apps.id, open.id)`,
      );
      return r.map((x) => ({
        company_id: Number(x.company_id),
        company: x.company,
        jobs: num(x.jobs),
        applications: num(x.applications),
        hired: num(x.hired),
      }));
    },

    async jobTotals(f: AnalyticsFilter): Promise<JobTotals> {
      const [r] = await rows<Record<string, unknown>>((p) => {
        const open = jobsOpenIn(f, p);
        return `select count(*) as open_jobs,
            count(*) filter (where j.created_at >= ${open.start}) as new_jobs,
            percentile_cont(0.5) within group (order by ${DAYS('coalesce(j.closed_at, now()) - j.created_at')})
              filter (where j.created_at >= ${open.start}) as median_days_open
          ${open.sql}`;
      });
      return {
        open_jobs: num(r?.open_jobs),
        new_jobs: num(r?.new_jobs),
        median_days_open: numOrNull(r?.median_days_open),
      };
    },

    async jobsByState(f: AnalyticsFilter) {
      const r = await rows<{ state: string; jobs: unknown }>(
        (p) => `select j.state, count(*) as jobs ${jobsOpenIn(f, p).sql} group by 1`,
      );
      return r.map((x) => ({ state: x.state, jobs: num(x.jobs) }));
    },

    /** One batch of the export, in application order, after the key of the previous batch. */
    async exportBatch(
      f: AnalyticsFilter,
      after: { at: string; id: number } | null,
      limit: number,
    ): Promise<ExportRow[]> {
      return rows<ExportRow>((p) => {
        const from = applicationsFrom(f, p, EXPORT_JOINS);
        const keyset = after
          ? ` and (a.created_at, a.id) > (${p.add(after.at)}::timestamptz, ${p.add(after.id)}::int)`
          : '';
        return `select a.id, a.created_at as applied_at, a.created_at::text as key_at, j.title as job, c.name as company, ct.name as contract_type, j.state, j.city,
            co.name as course, u.name as student, s.ra, a.stage, a.hired_at
          ${from}${keyset}
          order by a.created_at, a.id limit ${p.add(limit)}`;
      });
    },
  };
};

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
