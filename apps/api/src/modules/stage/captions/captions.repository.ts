import { ACTIVITY_VIDEO_CV } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { applications, auditions, companies, jobs, students } from '../../../db/schema/index.ts';

export const createCaptionsRepository = (db: Db) => ({
  async find(id: number) {
    const [row] = await db
      .select({ user_id: auditions.user_id, segments: auditions.transcript_segments })
      .from(auditions)
      .where(eq(auditions.id, id))
      .limit(1);
    return row;
  },

  /**
   * May this representative watch the video? Only a published video CV of a student who applied
   * to one of their jobs, as the video service answers it.
   */
  async representativeMayWatch(id: number, representativeId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(auditions)
      .innerJoin(students, eq(students.id_user, auditions.user_id))
      .innerJoin(applications, eq(applications.student_id, students.id))
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(
        and(
          eq(auditions.id, id),
          eq(auditions.published, true),
          eq(auditions.activity_id, ACTIVITY_VIDEO_CV),
          eq(companies.user_id, representativeId),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
});

export type CaptionsRepository = ReturnType<typeof createCaptionsRepository>;
