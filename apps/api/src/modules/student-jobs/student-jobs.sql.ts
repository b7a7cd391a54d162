import type { SqlParams } from '../../db/sql-runner.ts';
import { escapeLike } from '../../lib/text-match.ts';
import { stripAccents, type TitleTerms } from './search-terms.ts';

export interface StudentJobFilter {
  /** Today in the portal's time zone ('YYYY-MM-DD'): a job is open through its closing date. */
  today: string;
  state?: string;
  city?: string;
  contract_types_id?: number[];
  knowledge_areas_id?: number[];
  work_mode?: string[];
}

/** A condition on the jobs table (alias `j`), adding its values to the statement's parameters. */
export type Where = (p: SqlParams) => string;

const tsquery = (p: SqlParams, text: string) => `to_tsquery('portuguese', ${p.add(text)})`;
/** '%text%' normalised like the generated search columns (lower case, no accents). */
const containing = (p: SqlParams, text: string) =>
  `'%' || public.immutable_unaccent(lower(${p.add(escapeLike(text))})) || '%'`;

/**
 * Open now: open status and, with a closing date, not past it (docs/decisions/012-job-alerts.md),
 * so a job leaves the search at midnight even before the periodic task closes it. `status = 1` is
 * written as a constant so that every plan can use the open-jobs partial indexes.
 */
export const openNow =
  (today: string, alias = 'j'): Where =>
  (p) =>
    `${alias}.status = 1 and (${alias}.closes_at is null or ${alias}.closes_at >= ${p.add(today)}::date)`;

/** Open jobs in the chosen state and city (city: accent- and case-free, any part of the name). */
export const openJobs =
  (f: StudentJobFilter): Where =>
  (p) =>
    [
      openNow(f.today)(p),
      f.state ? `j.state = ${p.add(f.state)}` : '',
      f.city ? `j.search_city like ${containing(p, f.city)}` : '',
      f.contract_types_id?.length ? `j.contract_types_id = any(${p.add(f.contract_types_id)}::int[])` : '',
      f.knowledge_areas_id?.length ? `j.knowledge_areas_id = any(${p.add(f.knowledge_areas_id)}::int[])` : '',
      f.work_mode?.length ? `j.work_mode = any(${p.add(f.work_mode)}::text[])` : '',
    ]
      .filter(Boolean)
      .join(' and ');

/**
 * Title conditions: every word as a stem prefix, a typo candidate or a synonym in the title, area,
 * company or description (the match), and every word as a whole stem of the title (the top tier).
 * `rank` orders a match (docs/decisions/020-search-relevance.md): whole words of the title, all
 * words in the title, in the title, area or company, the fewest typos; the caller adds recency.
 */
export const titleTiers = (f: StudentJobFilter, terms: TitleTerms) => {
  const open = openJobs(f);
  const whole: Where = (p) => `j.search_vector @@ ${tsquery(p, terms.exact)}`;
  const prefix: Where = (p) => `j.search_document @@ ${tsquery(p, terms.prefix)}`;
  const rank: Where[] = [
    whole,
    (p) => `j.search_document @@ ${tsquery(p, terms.weighted('A'))}`,
    (p) => `j.search_document @@ ${tsquery(p, terms.weighted('AB'))}`,
    ...(terms.typos.length ? [(p: SqlParams) => `j.search_document @@ ${tsquery(p, terms.closest)}`] : []),
  ];
  const some: Where = (p) => `j.search_document @@ ${tsquery(p, terms.some())}`;
  return {
    whole,
    rank,
    /** Keys of the partial tier (docs/decisions/020-search-relevance.md): every word; a word in the title, area or company. */
    every: prefix,
    some: (['A', 'AB'] as const).map(
      (w): Where =>
        (p) =>
          `j.search_document @@ ${tsquery(p, terms.some(w))}`,
    ),
    match: (p: SqlParams) => `${open(p)} and ${prefix(p)}`,
    /** Some of the words: what the search lists (every word first); alerts keep `match`. */
    partial: (p: SqlParams) => `${open(p)} and ${some(p)}`,
    partialOnly: (p: SqlParams) => `${open(p)} and ${some(p)} and not ${prefix(p)}`,
    exact: (p: SqlParams) => `${open(p)} and ${whole(p)}`,
    prefixOnly: (p: SqlParams) => `${open(p)} and ${prefix(p)} and not ${whole(p)}`,
    wholeAnywhere: (p: SqlParams) => `${openNow(f.today)(p)} and ${whole(p)}`,
  };
};

export const substringOf =
  (f: StudentJobFilter, title: string): Where =>
  (p) =>
    `${openJobs(f)(p)} and j.search_title like ${containing(p, title)}`;

/**
 * A job's card: the job, its area, contract type and company, and per student whether they applied
 * or bookmarked it. Correlated look-ups on indexed columns, evaluated for the returned rows only.
 * $1 is the student.
 */
export const CARD_COLUMNS = `j.id, j.title, j.status, j.state, j.city, j.remuneration_initial, j.remuneration_final, j.department,
  j.experience_level, j.work_mode, j.employment_type, j.description, j.assignments, j.requirements, j.additional_info, j.created_at,
  to_char(j.closes_at, 'YYYY-MM-DD') as closes_at,
  ka.name as area, ct.id as contract_type_id, ct.name as contract_type_name,
  c.id as company_id, c.name as company_name, c.logo_image as company_logo_image, c.cover_image as company_cover_image,
  c.about as company_about, c.area as company_area, c.site as company_site, c.email_curriculum as company_email_curriculum,
  c.employees_number as company_employees_number,
  (select count(*)::int from applications a where a.job_id = j.id and a.stage <> 'withdrawn') as applications_count,
  (select a.id from applications a where a.job_id = j.id and a.student_id = $1 and a.stage <> 'withdrawn') as application_id,
  (select b.id from bookmarks b where b.job_id = j.id and b.student_id = $1) as bookmark_id`;

export const CARD_JOINS = `from jobs j
  join companies c on c.id = j.companies_id
  left join knowledge_areas ka on ka.id = j.knowledge_areas_id
  left join contract_types ct on ct.id = j.contract_types_id`;

export interface CardColumns {
  id: number;
  title: string;
  status: number;
  state: string;
  city: string;
  remuneration_initial: string | number | null;
  remuneration_final: string | number | null;
  department: string | null;
  experience_level: string | null;
  work_mode: string | null;
  employment_type: string | null;
  description: string;
  assignments: string | null;
  requirements: string | null;
  additional_info: string | null;
  created_at: Date | string;
  closes_at: string | null;
  area: string | null;
  contract_type_id: number | null;
  contract_type_name: string | null;
  company_id: number;
  company_name: string;
  company_logo_image: string | null;
  company_cover_image: string | null;
  company_about: string;
  company_area: string;
  company_site: string | null;
  company_email_curriculum: string | null;
  company_employees_number: number;
  applications_count: number;
  application_id: number | null;
  bookmark_id: number | null;
}

/**
 * A saved search's criteria as the search itself would use them, for a job alert
 * (docs/decisions/012-job-alerts.md): the title's stem-prefix and whole-stem queries and the
 * substring pattern, and the city pattern, built by the same helpers as the search's predicates.
 * SQL expressions for an insert or update of job_alerts.
 */
export const alertCriteria = (
  p: SqlParams,
  c: { title: string | null; city: string | null },
  terms: TitleTerms | null,
) => {
  const substring = c.title !== null && stripAccents(c.title).trim().length >= 3;
  return {
    title_prefix: terms ? tsquery(p, terms.prefix) : 'null',
    title_whole: terms ? tsquery(p, terms.exact) : 'null',
    title_like: substring ? containing(p, c.title!) : 'null',
    city_like: c.city ? containing(p, c.city) : 'null',
  };
};

/** Whether a title gives the search anything to look for (words, or three characters for the substring tier). */
export const searchableTitle = (title: string): boolean =>
  /[\p{L}\p{N}]/u.test(title) || stripAccents(title).trim().length >= 3;

/**
 * Job `j` matches alert `a` exactly when the student search with the alert's criteria would list
 * it: open now, the state, the city pattern, and for a title every word as a stem prefix; the
 * substring tier only when the search would fall back to it (no open job has the words as whole
 * stems anywhere, and none matches their prefixes with these filters).
 */
export const alertMatch =
  (today: string): Where =>
  (p) => {
    const filters = (alias: string) =>
      `(a.state is null or ${alias}.state = a.state) and (a.city_like is null or ${alias}.search_city like a.city_like)`;
    return `${openNow(today)(p)} and ${filters('j')}
  and (a.title is null
    or j.search_document @@ a.title_prefix
    or (j.search_title like a.title_like and (a.title_prefix is null or (
      not exists (select 1 from jobs w where ${openNow(today, 'w')(p)} and w.search_vector @@ a.title_whole)
      and not exists (select 1 from jobs m where ${openNow(today, 'm')(p)} and ${filters('m')} and m.search_document @@ a.title_prefix)))))`;
  };
