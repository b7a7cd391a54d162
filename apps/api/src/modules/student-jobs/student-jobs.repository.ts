import { and, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, bookmarks, companies, contractTypes, jobs, knowledgeAreas, users } from '../../db/schema/index.ts';
import { escapeLike, type TitleTerms } from './search-terms.ts';

export interface StudentJobFilter {
  state?: string;
  city?: string;
}

const JOB_OPEN = 1;
const tsquery = (text: string) => sql`to_tsquery('portuguese', ${text})`;
/** '%text%' normalised like the generated search columns (lower case, no accents). */
const containing = (text: string) => sql`'%' || public.immutable_unaccent(lower(${escapeLike(text)})) || '%'`;

/** Open jobs in the chosen state and city (city: accent- and case-free, any part of the name). */
const openIn = (f: StudentJobFilter): SQL =>
  and(
    eq(jobs.status, JOB_OPEN),
    f.state ? eq(jobs.state, f.state) : undefined,
    f.city ? sql`${jobs.search_city} like ${containing(f.city)}` : undefined,
  )!;

/** Title conditions: every word as a stem prefix (the match), and as a whole stem (the top tier). */
export const titleTiers = (f: StudentJobFilter, terms: TitleTerms) => {
  const whole = sql`${jobs.search_vector} @@ ${tsquery(terms.exact)}`;
  const prefix = sql`${jobs.search_vector} @@ ${tsquery(terms.prefix)}`;
  return {
    whole,
    match: and(openIn(f), prefix)!,
    exact: and(openIn(f), whole)!,
    prefixOnly: and(openIn(f), prefix, not(whole))!,
    wholeAnywhere: and(eq(jobs.status, JOB_OPEN), whole)!,
  };
};
export const substringOf = (f: StudentJobFilter, title: string): SQL => and(openIn(f), sql`${jobs.search_title} like ${containing(title)}`)!;
export const openJobs = openIn;

const cardSelection = (studentId: number) => ({
  job: {
    id: jobs.id, title: jobs.title, status: jobs.status, state: jobs.state, city: jobs.city,
    remuneration_initial: jobs.remuneration_initial, remuneration_final: jobs.remuneration_final, department: jobs.department,
    experience_level: jobs.experience_level, work_mode: jobs.work_mode, employment_type: jobs.employment_type,
    description: jobs.description, assignments: jobs.assignments, requirements: jobs.requirements, additional_info: jobs.additional_info,
    created_at: jobs.created_at,
  },
  area: knowledgeAreas.name,
  contract_type: { id: contractTypes.id, name: contractTypes.name },
  company: {
    id: companies.id, name: companies.name, logo_image: companies.logo_image, cover_image: companies.cover_image, about: companies.about,
    area: companies.area, site: companies.site, email_curriculum: companies.email_curriculum, employees_number: companies.employees_number,
  },
  // Correlated look-ups on indexed columns, evaluated for the page's rows only (no N+1 round trips).
  applications_count: sql<number>`(select count(*)::int from ${applications} a where a.job_id = ${jobs.id})`,
  application_id: sql<number | null>`(select a.id from ${applications} a where a.job_id = ${jobs.id} and a.student_id = ${studentId})`,
  bookmark_id: sql<number | null>`(select b.id from ${bookmarks} b where b.job_id = ${jobs.id} and b.student_id = ${studentId})`,
});

export const createStudentJobsRepository = (db: Db) => {
  const cards = (studentId: number) =>
    db
      .select(cardSelection(studentId))
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .leftJoin(knowledgeAreas, eq(knowledgeAreas.id, jobs.knowledge_areas_id))
      .leftJoin(contractTypes, eq(contractTypes.id, jobs.contract_types_id));
  const newestFirst = [desc(jobs.created_at), desc(jobs.id)];

  return {
    /**
     * How many jobs match, counting no further than `cap`. With a LIMIT, PostgreSQL bets on a
     * sequential scan that finds `cap` rows early: right for a common word, whose estimate comes
     * from the column statistics. Prefix and substring matches get a fixed guess instead, and for a
     * rare one that bet reads every job (measured: 670 ms for 500 matches in 1,000,000 jobs), so
     * `likelyRare` plans the match for all its rows (a materialized CTE: the search indexes, 3 ms).
     */
    async count(where: SQL, cap: number, likelyRare = false): Promise<number> {
      const query = likelyRare
        ? sql`with f as materialized (select 1 from ${jobs} where ${where}) select count(*)::int as n from (select 1 from f limit ${cap}) capped`
        : sql`select count(*)::int as n from (select 1 from ${jobs} where ${where} order by ${jobs.created_at} desc, ${jobs.id} desc limit ${cap}) capped`;
      const res = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
      return Number(res.rows[0]?.n ?? 0);
    },

    /** Whether any job matches (whole words: the statistics estimate them well). */
    async exists(where: SQL): Promise<boolean> {
      const res = (await db.execute(sql`select exists (select 1 from ${jobs} where ${where}) as found`)) as unknown as { rows: Array<{ found: boolean }> };
      return Boolean(res.rows[0]?.found);
    },

    /**
     * A page from a large match, newest first: the created_at index is walked and stops after the
     * page, so a common word costs no more than a rare one.
     */
    newestPage(where: SQL, limit: number, offset: number, studentId: number) {
      if (limit <= 0) return Promise.resolve([]);
      const ids = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(...newestFirst).limit(limit).offset(offset);
      return cards(studentId).where(inArray(jobs.id, ids)).orderBy(...newestFirst);
    },

    /**
     * A page from a small match (under the count cap), whole-stem matches first: every match is
     * fetched through the search indexes and sorted. OFFSET 0 keeps the planner from walking the
     * created_at index instead, which would read the whole table when the filters together match
     * few jobs (a word and a state that rarely meet).
     */
    sortedPage(where: SQL, limit: number, offset: number, studentId: number, top?: SQL) {
      const ids = sql`(select id from (select ${jobs.id} as id, ${jobs.created_at} as created_at, ${top ?? sql`false`} as top from ${jobs} where ${where} offset 0) m
        order by top desc, created_at desc, id desc limit ${limit} offset ${offset})`;
      return cards(studentId).where(inArray(jobs.id, ids)).orderBy(...(top ? [desc(top)] : []), ...newestFirst);
    },

    /** One open job's card with the representative who owns its company (id and name only). */
    async openWithOwner(id: number, studentId: number) {
      const [row] = await db
        .select({ ...cardSelection(studentId), user: { id: users.id, name: users.name } })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companies_id))
        .innerJoin(users, eq(users.id, companies.user_id))
        .leftJoin(knowledgeAreas, eq(knowledgeAreas.id, jobs.knowledge_areas_id))
        .leftJoin(contractTypes, eq(contractTypes.id, jobs.contract_types_id))
        .where(and(eq(jobs.id, id), eq(jobs.status, JOB_OPEN)))
        .limit(1);
      return row;
    },

    /** Cards for known ids (bookmarks, applications), in no particular order. */
    byIds(ids: number[], studentId: number) {
      return ids.length ? cards(studentId).where(inArray(jobs.id, ids)) : Promise.resolve([]);
    },
  };
};

export type StudentJobsRepository = ReturnType<typeof createStudentJobsRepository>;
export type StudentJobRow = Awaited<ReturnType<StudentJobsRepository['newestPage']>>[number];
