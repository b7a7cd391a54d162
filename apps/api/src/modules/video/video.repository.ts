import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, companies, jobs, students } from '../../db/schema/index.ts';

export const createVideoRepository = (db: Db) => ({
  /** Did the student with this RA apply to a job of one of this representative's companies? */
  async appliedToJobsOf(ra: string, representativeId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(and(eq(students.ra, ra), eq(companies.user_id, representativeId)))
      .limit(1);
    return Boolean(row);
  },
});

export type VideoRepository = ReturnType<typeof createVideoRepository>;
