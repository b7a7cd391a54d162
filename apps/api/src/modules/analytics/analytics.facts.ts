import { SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import type { AnalyticsFilter } from './analytics.sql.ts';

/** Applications of the period that reached each stage of the funnel, and those that left it. */
export interface FunnelCounts {
  received: number;
  in_review: number;
  interview: number;
  hired: number;
  rejected: number;
  withdrawn: number;
}
export interface ApplicationCounts {
  applications: number;
  hired: number;
  funnel: FunnelCounts;
  byMonth: Array<{ month: string; applications: number; hired: number }>;
  byCompany: Map<number, { applications: number; hired: number }>;
  hiredByCourse: Map<number | null, number>;
  /** The distinct students too, when the filter keeps whole students (no job filter). */
  students?: ApplicantCounts;
}
export interface ApplicantCounts {
  applicants: number;
  hired_students: number;
  with_video_cv: number;
  byCourse: Array<{ course_id: number | null; course: string | null; applicants: number }>;
}

const num = (v: unknown): number => Number(v ?? 0);
/**
 * How far an application got on the way to a hire; a rejected or withdrawn one counts as far as
 * its history went (never as hired, so the funnel's hires are the card's).
 */
const REACHED = `case x.stage when 'received' then 0 when 'in_review' then 1 when 'interview' then 2
  when 'hired' then 3 else x.history_level end`;
// grouping() bits of (month, course): 1 marks a column the row is not grouped by.
const BY_MONTH = 1;
const BY_COURSE = 2;
const TOTAL = 3;

/**
 * Filters on the job (company, contract type, state, a representative's companies) keep only some
 * of a student's applications, so their previous one (`prev_day`) may be outside the filter: those
 * group by student instead. The course keeps a student whole.
 */
export const keepsWholeStudents = (f: AnalyticsFilter): boolean =>
  !f.companyId && !f.ownerId && !f.contractTypeId && !f.state;

/** The summary rows of the period's applications (`x`), filtered as asked. */
const factsFrom = (f: AnalyticsFilter, p: SqlParams): string => {
  const where = [
    `x.day >= ${p.add(f.from)}::date`,
    `x.day <= ${p.add(f.to)}::date`,
    ...(f.companyId ? [`x.company_id = ${p.add(f.companyId)}`] : []),
    ...(f.ownerId ? [`x.company_id in (select id from companies where user_id = ${p.add(f.ownerId)})`] : []),
    ...(f.contractTypeId ? [`x.contract_type_id = ${p.add(f.contractTypeId)}`] : []),
    ...(f.state ? [`x.state = ${p.add(f.state)}`] : []),
    ...(f.course ? [`x.course_id = ${p.add(f.course)}`] : []),
  ];
  return `from analytics_application_facts x where ${where.join(' and ')}`;
};

/**
 * The application figures of the overview, from the per-application summary that triggers keep
 * equal to the applications (migration 0015, docs/decisions/013): one scan each, no joins.
 */
export const createAnalyticsFacts = (run: SqlRunner) => {
  const rows = async <T>(build: (p: SqlParams) => string): Promise<T[]> => {
    const p = new SqlParams();
    const text = build(p);
    return run.query<T>(text, p.values);
  };

  return {
    /**
     * Counts per month and course (totals and funnel from them), and per company: two scans run
     * side by side. Grouping sets over the period's rows cost several times both together, and
     * `date_trunc` on the day as a timestamptz (a time zone lookup per row) as much again, so the
     * rows are grouped by (month, course) on a plain timestamp and the few hundred groups rolled up.
     */
    async applicationCounts(f: AnalyticsFilter): Promise<ApplicationCounts> {
      const whole = keepsWholeStudents(f);
      // A row is its student's first of the period when the previous one was before it.
      const students = (from: string) => {
        const first = `(x.prev_day is null or x.prev_day < ${from})`;
        return `, count(*) filter (where ${first}) as applicants,
          count(*) filter (where x.hired and (x.prev_hired_day is null or x.prev_hired_day < ${from})) as hired_students,
          count(*) filter (where x.video_cv and ${first}) as with_video_cv`;
      };
      const sums = ['applications', 'hired', 'in_review', 'interview', 'hired_stage', 'rejected', 'withdrawn']
        .concat(whole ? ['applicants', 'hired_students', 'with_video_cv'] : [])
        .map((c) => `sum(d.${c}) as ${c}`)
        .join(', ');
      const [r, companies] = await Promise.all([
        rows<Record<string, unknown>>(
          (p) => `select to_char(d.month, 'YYYY-MM') as month, d.course_id, co.name as course,
            grouping(d.month, d.course_id) as g, ${sums}
          from (select date_trunc('month', x.day::timestamp) as month, x.course_id,
            count(*) as applications, count(*) filter (where x.hired) as hired,
            count(*) filter (where ${REACHED} >= 1) as in_review, count(*) filter (where ${REACHED} >= 2) as interview,
            count(*) filter (where x.stage = 'hired') as hired_stage,
            count(*) filter (where x.stage = 'rejected') as rejected, count(*) filter (where x.stage = 'withdrawn') as withdrawn
            ${whole ? students(`${p.add(f.from)}::date`) : ''}
            ${factsFrom(f, p)} group by 1, 2) d
          left join courses co on co.id = d.course_id
          group by grouping sets ((d.month), (d.course_id, co.name), ())`,
        ),
        rows<Record<string, unknown>>(
          (p) => `select x.company_id, count(*) as applications, count(*) filter (where x.hired) as hired
            ${factsFrom(f, p)} group by x.company_id`,
        ),
      ]);
      const total = r.find((x) => num(x.g) === TOTAL);
      const of = (g: number) => r.filter((x) => num(x.g) === g);
      return {
        applications: num(total?.applications),
        hired: num(total?.hired),
        funnel: {
          received: num(total?.applications),
          in_review: num(total?.in_review),
          interview: num(total?.interview),
          hired: num(total?.hired_stage),
          rejected: num(total?.rejected),
          withdrawn: num(total?.withdrawn),
        },
        byMonth: of(BY_MONTH).map((x) => ({
          month: String(x.month),
          applications: num(x.applications),
          hired: num(x.hired),
        })),
        byCompany: new Map(
          companies.map((x) => [num(x.company_id), { applications: num(x.applications), hired: num(x.hired) }]),
        ),
        hiredByCourse: new Map(
          of(BY_COURSE).map((x) => [x.course_id === null ? null : num(x.course_id), num(x.hired)]),
        ),
        ...(whole && {
          students: {
            applicants: num(total?.applicants),
            hired_students: num(total?.hired_students),
            with_video_cv: num(total?.with_video_cv),
            byCourse: of(BY_COURSE).map((x) => ({
              course_id: x.course_id === null ? null : num(x.course_id),
              course: (x.course as string | null) ?? null,
              applicants: num(x.applicants),
            })),
          },
        }),
      };
    },

    /** Distinct students: applicants, hired, with a published video CV; applicants per course. */
    async applicantCounts(f: AnalyticsFilter): Promise<ApplicantCounts> {
      const r = await rows<Record<string, unknown>>(
        (p) => `select y.course_id, co.name as course, grouping(y.course_id) as total, count(*) as applicants,
          count(*) filter (where y.hired) as hired_students, count(*) filter (where y.video_cv) as with_video_cv
        from (select x.student_id, x.course_id, bool_or(x.hired) as hired, bool_or(x.video_cv) as video_cv
          ${factsFrom(f, p)} group by x.student_id, x.course_id) y
        left join courses co on co.id = y.course_id
        group by grouping sets ((y.course_id, co.name), ())`,
      );
      const total = r.find((x) => num(x.total) === 1);
      return {
        applicants: num(total?.applicants),
        hired_students: num(total?.hired_students),
        with_video_cv: num(total?.with_video_cv),
        byCourse: r
          .filter((x) => num(x.total) === 0)
          .map((x) => ({
            course_id: x.course_id === null ? null : num(x.course_id),
            course: (x.course as string | null) ?? null,
            applicants: num(x.applicants),
          })),
      };
    },

    async medianDaysToHire(f: AnalyticsFilter): Promise<number | null> {
      const [r] = await rows<{ median: unknown }>(
        (p) => `select percentile_cont(0.5) within group (order by x.days_to_hire) as median
          ${factsFrom(f, p)} and x.hired and x.days_to_hire is not null`,
      );
      return r?.median === null || r?.median === undefined ? null : Number(r.median);
    },

    /** The summary against its definition (rows rewritten or added); 0 when it was exact. */
    async repair(): Promise<number> {
      const [r] = await run.query<{ changed: unknown }>('select analytics_repair() as changed', []);
      return num(r?.changed);
    },
  };
};

export type AnalyticsFacts = ReturnType<typeof createAnalyticsFacts>;
