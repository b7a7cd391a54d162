import type { AnalyticsOverview } from '@portal/contracts';
import { PORTAL_TIME_ZONE_SQL } from '../../lib/clock.ts';
import { SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import type { AnalyticsFilter } from './analytics.sql.ts';

type Figures = AnalyticsOverview['internships'];
export interface InternshipExportRow {
  id: number;
  student: string;
  ra: string;
  course: string | null;
  company: string;
  starts_on: string;
  ends_on: string;
  status: string;
  reports_on_time: number;
  reports_overdue: number;
}

const TOP = 10;
const SIGNED = `i.status in ('active', 'completed', 'terminated')`;
/** A report delivered by its due date (the day it was sent, on the portal's calendar). */
const ON_TIME = `r.submitted_at is not null and (r.submitted_at at time zone ${PORTAL_TIME_ZONE_SQL})::date <= r.due_on`;
/** Late: sent after its due date, or still owed once it has passed (`today`: a parameter). */
const late = (today: string) =>
  `(r.submitted_at is null and r.due_on < ${today}::date) or (r.submitted_at at time zone ${PORTAL_TIME_ZONE_SQL})::date > r.due_on`;

/** The filters an internship answers to: company, the owner's companies, the student's course. */
const where = (f: AnalyticsFilter, p: SqlParams): string[] => [
  SIGNED,
  ...(f.companyId ? [`i.companies_id = ${p.add(f.companyId)}`] : []),
  ...(f.ownerId ? [`i.companies_id in (select id from companies where user_id = ${p.add(f.ownerId)})`] : []),
  ...(f.course ? [`s.id_course = ${p.add(f.course)}`] : []),
];
const FROM = `from internships i join students s on s.id = i.students_id`;
/** Active at some moment of the period: started by its end, not ended before its start. */
const activeIn = (f: AnalyticsFilter, p: SqlParams) =>
  `i.starts_on <= ${p.add(f.to)}::date and coalesce(i.ended_on, i.ends_on) >= ${p.add(f.from)}::date`;
const num = (v: unknown) => Number(v ?? 0);

/** Indicadores of internships (docs/decisions/018-internships-tce.md#indicators): set-based reads. */
export const createInternshipFigures = (run: SqlRunner) => {
  const rows = <T>(build: (p: SqlParams) => string) => {
    const p = new SqlParams();
    const text = build(p);
    return run.query<T>(text, p.values);
  };

  return {
    async internshipFigures(f: AnalyticsFilter, months: string[], today: string): Promise<Figures> {
      const [groups, perMonth, [scalars]] = await Promise.all([
        rows<{ dim: string; id: number | null; name: string | null; n: unknown }>(
          (
            p,
          ) => `select case when grouping(i.companies_id) = 0 then 'company' when grouping(s.id_course) = 0 then 'course'
                else 'all' end as dim, coalesce(i.companies_id, s.id_course) as id, coalesce(c.name, co.name) as name, count(*) as n
              ${FROM} join companies c on c.id = i.companies_id left join courses co on co.id = s.id_course
              where ${[...where(f, p), activeIn(f, p)].join(' and ')}
              group by grouping sets ((i.companies_id, c.name), (s.id_course, co.name), ())`,
        ),
        rows<{ month: string; started: unknown; completed: unknown }>((p) => {
          const [from, to] = [p.add(f.from), p.add(f.to)];
          const w = where(f, p).join(' and ');
          return `select month, count(*) filter (where started) as started, count(*) filter (where not started) as completed
              from (select to_char(i.starts_on, 'YYYY-MM') as month, true as started ${FROM}
                      where ${w} and i.starts_on between ${from}::date and ${to}::date
                    union all
                    select to_char(i.ended_on, 'YYYY-MM'), false ${FROM}
                      where ${w} and i.status = 'completed' and i.ended_on between ${from}::date and ${to}::date) x
              group by month`;
        }),
        rows<Record<string, unknown>>((p) => {
          const [from, to, day] = [p.add(f.from), p.add(f.to), p.add(today)];
          const w = where(f, p).join(' and ');
          return `select
              (select count(*) filter (where ${ON_TIME}) from internship_reports r join internships i on i.id = r.internships_id
                 join students s on s.id = i.students_id where ${w} and r.due_on between ${from}::date and ${to}::date) as on_time,
              (select count(*) filter (where ${late(day)}) from internship_reports r join internships i on i.id = r.internships_id
                 join students s on s.id = i.students_id where ${w} and r.due_on between ${from}::date and ${to}::date) as overdue,
              (select avg(coalesce(i.ended_on, i.ends_on) - i.starts_on + 1) ${FROM}
                 where ${w} and i.status in ('completed', 'terminated') and i.ended_on between ${from}::date and ${to}::date) as mean_days`;
        }),
      ]);
      const of = (dim: string) => groups.filter((g) => g.dim === dim);
      const month = new Map(perMonth.map((m) => [m.month, m]));
      const byMonth = months.map((m) => ({
        month: m,
        started: num(month.get(m)?.started),
        completed: num(month.get(m)?.completed),
      }));
      const top = <T extends { active: number }>(list: T[], name: (x: T) => string) =>
        list.sort((a, b) => b.active - a.active || name(a).localeCompare(name(b), 'pt-BR')).slice(0, TOP);
      const mean = scalars?.mean_days;
      return {
        active: num(of('all')[0]?.n),
        started: byMonth.reduce((n, m) => n + m.started, 0),
        completed: byMonth.reduce((n, m) => n + m.completed, 0),
        by_course: top(
          of('course').map((g) => ({ course: g.name ?? 'Sem curso', active: num(g.n) })),
          (x) => x.course,
        ),
        by_company: top(
          of('company').map((g) => ({ company_id: Number(g.id), company: g.name ?? '', active: num(g.n) })),
          (x) => x.company,
        ),
        by_month: byMonth,
        reports_on_time: num(scalars?.on_time),
        reports_overdue: num(scalars?.overdue),
        mean_duration_days: mean === null || mean === undefined ? null : Math.round(Number(mean) * 10) / 10,
      };
    },

    /** One batch of the internships active in the period, by id after `afterId`. */
    internshipBatch(f: AnalyticsFilter, afterId: number, limit: number, today: string): Promise<InternshipExportRow[]> {
      return rows<InternshipExportRow>(
        (
          p,
        ) => `select i.id, u.name as student, s.ra, co.name as course, c.name as company, i.starts_on::text as starts_on,
              coalesce(i.ended_on, i.ends_on)::text as ends_on, i.status,
              (select count(*)::int from internship_reports r where r.internships_id = i.id and ${ON_TIME}) as reports_on_time,
              (select count(*)::int from internship_reports r where r.internships_id = i.id and (${late(p.add(today))})) as reports_overdue
            ${FROM} join users u on u.id = s.id_user join companies c on c.id = i.companies_id
            left join courses co on co.id = s.id_course
            where ${[...where(f, p), activeIn(f, p), `i.id > ${p.add(afterId)}`].join(' and ')}
            order by i.id limit ${p.add(limit)}`,
      );
    },
  };
};
export type InternshipFigures = ReturnType<typeof createInternshipFigures>;
