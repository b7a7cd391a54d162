import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, interviewScripts, jobs } from '../../db/schema/index.ts';

export type ScriptRow = typeof interviewScripts.$inferSelect;

export const createInterviewRepository = (db: Db) => ({
  async findJob(id: number) {
    const [row] = await db
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        description: jobs.description,
        requirements: jobs.requirements,
        assignments: jobs.assignments,
        experience_level: jobs.experience_level,
        company: companies.name,
        owner_id: companies.user_id,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(eq(jobs.id, id))
      .limit(1);
    return row;
  },

  async findScript(jobId: number): Promise<ScriptRow | undefined> {
    const [row] = await db.select().from(interviewScripts).where(eq(interviewScripts.job_id, jobId)).limit(1);
    return row;
  },

  /** The first script written for a job wins; a concurrent second one is dropped. */
  async insertScript(jobId: number, script: string, generatedBy: string): Promise<ScriptRow> {
    const [row] = await db
      .insert(interviewScripts)
      .values({ job_id: jobId, script, generated_by: generatedBy })
      .onConflictDoNothing()
      .returning();
    return row ?? (await this.findScript(jobId))!;
  },
});

export type InterviewRepository = ReturnType<typeof createInterviewRepository>;
export type InterviewJob = NonNullable<Awaited<ReturnType<InterviewRepository['findJob']>>>;
