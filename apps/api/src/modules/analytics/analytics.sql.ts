import { PORTAL_TIME_ZONE_SQL } from '../../lib/clock.ts';
import type { SqlParams } from '../../db/sql-runner.ts';

/** What a request counts: a period of the portal's calendar days and the filters (the owner's scope too). */
export interface AnalyticsFilter {
  from: string;
  to: string;
  course?: number;
  companyId?: number;
  contractTypeId?: number;
  state?: string;
  /** A representative: only the companies this user represents. */
  ownerId?: number;
}

/** The first instant of `from` and the first instant after `to`, on the portal's calendar. */
export const periodBounds = (f: AnalyticsFilter, p: SqlParams) => ({
  start: `(${p.add(f.from)}::date::timestamp at time zone ${PORTAL_TIME_ZONE_SQL})`,
  end: `((${p.add(f.to)}::date + 1)::timestamp at time zone ${PORTAL_TIME_ZONE_SQL})`,
});

/** The job filters on `j` (company, contract type, state, the owner's companies). */
export const jobWhere = (f: AnalyticsFilter, p: SqlParams): string[] => [
  ...(f.companyId ? [`j.companies_id = ${p.add(f.companyId)}`] : []),
  ...(f.ownerId ? [`j.companies_id in (select id from companies where user_id = ${p.add(f.ownerId)})`] : []),
  ...(f.contractTypeId ? [`j.contract_types_id = ${p.add(f.contractTypeId)}`] : []),
  ...(f.state ? [`j.state = ${p.add(f.state)}`] : []),
];

/**
 * Applications made in the period (`a`, its job `j`, its student `s`): the cohort of the period.
 * A hire counts in the period its application was made in, so hires never exceed applications.
 */
export const applicationsFrom = (f: AnalyticsFilter, p: SqlParams, joins = ''): string => {
  const { start, end } = periodBounds(f, p);
  const where = [
    `a.created_at >= ${start}`,
    `a.created_at < ${end}`,
    ...jobWhere(f, p),
    ...(f.course ? [`s.id_course = ${p.add(f.course)}`] : []),
  ];
  return `from applications a join jobs j on j.id = a.job_id join students s on s.id = a.student_id ${joins} where ${where.join(' and ')}`;
};

/** Jobs open at some moment of the period (created before its end, not closed before its start). */
export const jobsOpenIn = (f: AnalyticsFilter, p: SqlParams): { sql: string; start: string; end: string } => {
  const { start, end } = periodBounds(f, p);
  const where = [`j.created_at < ${end}`, `(j.closed_at is null or j.closed_at >= ${start})`, ...jobWhere(f, p)];
  return { sql: `from jobs j where ${where.join(' and ')}`, start, end };
};

export const DAYS = (interval: string) => `extract(epoch from ${interval}) / 86400.0`;
