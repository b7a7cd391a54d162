import { and, desc, eq, isNull, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, companies, courses, jobs, knowledgeAreas, students, users } from '../../db/schema/index.ts';
import { containsFolded } from '../../lib/text-match.ts';
import { STAGES, type Stage } from '@portal/contracts';

export interface ApplicationFilter {
  studentId?: number;
  ownerId?: number;
  jobId?: number;
  name?: string;
  stage?: Stage;
  /** Only what can still be marked hired (the hire picker). */
  hireable?: boolean;
}

const selection = {
  app: applications,
  job: { id: jobs.id, title: jobs.title, status: jobs.status, city: jobs.city, state: jobs.state },
  area: knowledgeAreas.name,
  company: { id: companies.id, name: companies.name, user_id: companies.user_id },
  student: {
    id: students.id,
    ra: students.ra,
    phone: students.phone,
    periodo: students.periodo,
    situacao_periodo: students.situacao_periodo,
  },
  user: { name: users.name, email: users.email },
  course: courses.name,
};

const whereOf = (f: ApplicationFilter): SQL | undefined =>
  and(
    f.studentId ? eq(applications.student_id, f.studentId) : undefined,
    // A student's own list leaves out what they withdrew; staff still see it.
    f.studentId ? ne(applications.stage, 'withdrawn') : undefined,
    f.stage ? eq(applications.stage, f.stage) : undefined,
    f.hireable ? notInArray(applications.stage, ['hired', 'withdrawn']) : undefined,
    f.ownerId ? eq(companies.user_id, f.ownerId) : undefined,
    f.jobId ? eq(applications.job_id, f.jobId) : undefined,
    // Served by the users name trigram index of migration 0006 (same expression).
    f.name ? containsFolded(users.name, f.name) : undefined,
  );

export const createApplicationsRepository = (db: Db) => {
  // Drizzle's join builders do not compose generically, so each query spells the joins.
  const rowsQuery = (total?: SQL.Aliased<number>) =>
    db
      .select({ ...selection, total: total ?? sql<number>`0` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(users, eq(users.id, students.id_user))
      .leftJoin(knowledgeAreas, eq(knowledgeAreas.id, jobs.knowledge_areas_id))
      .leftJoin(courses, eq(courses.id, students.id_course));
  // The count joins the student's user only to search by name.
  const countQuery = (byName: boolean) => {
    const q = db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id));
    return byName
      ? q.innerJoin(students, eq(students.id, applications.student_id)).innerJoin(users, eq(users.id, students.id_user))
      : q;
  };

  return {
    async list(f: ApplicationFilter, limit: number, offset: number) {
      const where = whereOf(f);
      const [count] = await countQuery(Boolean(f.name)).where(where);
      const rows = await rowsQuery()
        .where(where)
        .orderBy(desc(applications.created_at), desc(applications.id))
        .limit(limit)
        .offset(offset);
      return { total: count?.n ?? 0, rows };
    },

    /**
     * The board's first paint in one statement: one ordered pass over the job's applications on the
     * (job_id, stage, created_at desc, id desc) index numbers each stage's cards and counts them; only
     * the newest `limit` of each are joined to their student (docs/decisions/011-hiring-pipeline.md).
     */
    board(jobId: number, limit: number) {
      const byStage = sql`partition by ${applications.stage}`;
      const ranked = db
        .select({
          id: sql<number>`${applications.id}`.as('ranked_id'),
          rank: sql<number>`row_number() over (${byStage} order by ${applications.created_at} desc, ${applications.id} desc)`.as(
            'rank',
          ),
          total: sql<number>`(count(*) over (${byStage}))::int`.as('total'),
        })
        .from(applications)
        .where(eq(applications.job_id, jobId))
        .as('ranked');
      // The LIMIT only states the bound (six stages of `limit`): without it the planner expects every
      // application past the rank filter and hash-joins whole tables (PGlite: 117 ms, not 2).
      const top = db
        .select({ id: ranked.id, total: ranked.total })
        .from(ranked)
        .where(lte(ranked.rank, limit))
        .limit(STAGES.length * limit)
        .as('top');
      return rowsQuery(top.total)
        .innerJoin(top, eq(top.id, applications.id))
        .orderBy(desc(applications.created_at), desc(applications.id));
    },

    async findById(id: number) {
      const [row] = await rowsQuery().where(eq(applications.id, id)).limit(1);
      return row;
    },

    async jobForApply(jobId: number) {
      const [row] = await db
        .select({ id: jobs.id, status: jobs.status, closes_at: jobs.closes_at })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row;
    },

    async studentRa(studentId: number): Promise<string | undefined> {
      const [row] = await db.select({ ra: students.ra }).from(students).where(eq(students.id, studentId)).limit(1);
      return row?.ra;
    },

    async jobOwner(jobId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ user_id: companies.user_id })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companies_id))
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row?.user_id;
    },

    /** The unique (job, student) index decides: concurrent clicks create one row. */
    async insert(jobId: number, studentId: number): Promise<number | null> {
      const rows = await db
        .insert(applications)
        .values({ job_id: jobId, student_id: studentId })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      return rows[0]?.id ?? null;
    },

    async remove(id: number): Promise<void> {
      await db.delete(applications).where(eq(applications.id, id));
    },

    pendingNotifications: (jobId: number) =>
      rowsQuery().where(
        and(eq(applications.job_id, jobId), isNull(applications.notified_at), ne(applications.stage, 'withdrawn')),
      ),

    async markNotified(id: number): Promise<void> {
      await db
        .update(applications)
        .set({ notified_at: sql`now()` })
        .where(eq(applications.id, id));
    },
  };
};

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
