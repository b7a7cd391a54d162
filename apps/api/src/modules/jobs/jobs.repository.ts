import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { COUNT_CAP } from '../../lib/pagination.ts';
import {
  applications,
  companies,
  contractTypes,
  jobs,
  knowledgeAreas,
  students,
  users,
} from '../../db/schema/index.ts';

export type JobValues = Omit<typeof jobs.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export interface JobFilter {
  ownerId?: number;
  companyId?: number;
}

// The generated search columns serve the student search only; staff rows leave them out.
const { search_vector: _vector, search_title: _title, search_city: _city, ...jobColumns } = getTableColumns(jobs);

const selection = {
  job: jobColumns,
  area: knowledgeAreas.name,
  contract_type: { id: contractTypes.id, name: contractTypes.name },
  company: {
    id: companies.id,
    name: companies.name,
    cnpj: companies.cnpj,
    numero_registro: companies.numero_registro,
    site: companies.site,
    about: companies.about,
    logo_image: companies.logo_image,
    cover_image: companies.cover_image,
    user_id: companies.user_id,
  },
  owner: { id: users.id, name: users.name, email: users.email },
  applications_count: sql<number>`(select count(*)::int from ${applications} where ${applications.job_id} = ${jobs.id} and ${applications.stage} <> 'withdrawn')`,
};

/** Filters on the jobs table alone (the owner through a sub-select), so paging never joins. */
const whereOf = (db: Db, f: JobFilter): SQL | undefined =>
  and(
    f.ownerId
      ? inArray(
          jobs.companies_id,
          db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, f.ownerId)),
        )
      : undefined,
    f.companyId ? eq(jobs.companies_id, f.companyId) : undefined,
  );

export const createJobsRepository = (db: Db) => {
  const base = () =>
    db
      .select(selection)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .innerJoin(users, eq(users.id, companies.user_id))
      .leftJoin(knowledgeAreas, eq(knowledgeAreas.id, jobs.knowledge_areas_id))
      .leftJoin(contractTypes, eq(contractTypes.id, jobs.contract_types_id));

  return {
    async list(f: JobFilter, limit: number, offset: number) {
      const where = whereOf(db, f);
      // Counting stops at the cap: the pager needs "many", not the exact figure of 100,000 rows.
      const capped = db
        .select({ one: sql`1` })
        .from(jobs)
        .where(where)
        .limit(COUNT_CAP)
        .as('capped');
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
      // Page the bare ids on the index first, then join only those rows (a deep page stays cheap).
      const page = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.created_at), desc(jobs.id))
        .limit(limit)
        .offset(offset);
      const rows = page.length
        ? await base()
            .where(
              inArray(
                jobs.id,
                page.map((p) => p.id),
              ),
            )
            .orderBy(desc(jobs.created_at), desc(jobs.id))
        : [];
      return { total: count?.n ?? 0, rows };
    },

    async findById(id: number) {
      const [row] = await base().where(eq(jobs.id, id)).limit(1);
      return row;
    },

    applicationsOf: (jobId: number) =>
      db
        .select({
          id: applications.id,
          student_id: applications.student_id,
          hired: applications.hired,
          notified_at: applications.notified_at,
          created_at: applications.created_at,
          ra: students.ra,
          phone: students.phone,
          name: users.name,
          email: users.email,
        })
        .from(applications)
        .innerJoin(students, eq(students.id, applications.student_id))
        .innerJoin(users, eq(users.id, students.id_user))
        // What the student withdrew is left out of their view (the board still shows it).
        .where(and(eq(applications.job_id, jobId), ne(applications.stage, 'withdrawn')))
        .orderBy(asc(applications.created_at)),

    /** The summary's counts in one pass over the job's applications (withdrawals left out, as in `applicationsOf`). */
    async applicantCounts(jobId: number) {
      const live = sql`${applications.stage} <> 'withdrawn'`;
      const [row] = await db
        .select({
          total: sql<number>`(count(*) filter (where ${live}))::int`,
          hired: sql<number>`(count(*) filter (where ${live} and ${applications.hired}))::int`,
          notified: sql<number>`(count(*) filter (where ${live} and ${applications.notified_at} is not null))::int`,
          pending: sql<number>`(count(*) filter (where ${live} and ${applications.notified_at} is null))::int`,
          pending_hired: sql<number>`(count(*) filter (where ${live} and ${applications.notified_at} is null and ${applications.hired}))::int`,
        })
        .from(applications)
        .where(eq(applications.job_id, jobId));
      return row!;
    },

    hiredOf: (jobId: number) =>
      db
        .select({ id: applications.id, ra: students.ra, name: users.name })
        .from(applications)
        .innerJoin(students, eq(students.id, applications.student_id))
        .innerJoin(users, eq(users.id, students.id_user))
        .where(and(eq(applications.job_id, jobId), eq(applications.hired, true), ne(applications.stage, 'withdrawn')))
        .orderBy(asc(applications.created_at)),

    async companyOwner(companyId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ user_id: companies.user_id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.user_id;
    },

    async exists(table: 'contract_types', id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contractTypes.id })
        .from(contractTypes)
        .where(eq(contractTypes.id, id))
        .limit(1);
      return Boolean(row);
    },

    async insert(values: JobValues): Promise<number> {
      const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
      return row!.id;
    },

    async update(id: number, values: Partial<JobValues>): Promise<void> {
      await db
        .update(jobs)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(jobs.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(jobs).where(eq(jobs.id, id));
    },

    /** Open jobs past their closing date, with the owner to tell and how many applied. */
    pastClosing: (today: string) =>
      db
        .select({
          id: jobs.id,
          title: jobs.title,
          closes_at: jobs.closes_at,
          company: companies.name,
          email: users.email,
          name: users.name,
          applications: sql<number>`(select count(*)::int from ${applications} where ${applications.job_id} = ${jobs.id})`,
        })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companies_id))
        .innerJoin(users, eq(users.id, companies.user_id))
        .where(and(eq(jobs.status, 1), sql`${jobs.closes_at} < ${today}::date`))
        .orderBy(asc(jobs.id))
        .limit(500),

    /** Closed by its date; false when someone changed it meanwhile (reopened or already closed). */
    async markClosed(id: number, closesAt: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 2, closed_notice_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 1), eq(jobs.closes_at, closesAt)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
};

export type JobsRepository = ReturnType<typeof createJobsRepository>;
