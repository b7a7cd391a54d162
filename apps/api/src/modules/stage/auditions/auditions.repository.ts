import { PORTAL_TIME_ZONE_SQL } from '../../../lib/clock.ts';
import { ACTIVITY_VIDEO_CV } from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  activities,
  auditions,
  biometrics,
  companies,
  courses,
  jobs,
  recognitions,
  students,
  users,
} from '../../../db/schema/index.ts';
import { containsFolded, escapeLike } from '../../../lib/text-match.ts';

export type AuditionRow = typeof auditions.$inferSelect;
export type RecognitionRow = typeof recognitions.$inferSelect;
export type AuditionFilter = {
  userId?: number;
  activityId?: number;
  projectId?: number;
  code?: string;
  student?: string;
  ra?: string;
  submitted?: boolean;
  from?: string;
  to?: string;
};

/** Submission days are the portal's calendar days (PORTAL_TIME_ZONE), as the admin's filter means them. */
const zone = sql.raw(PORTAL_TIME_ZONE_SQL);
const dayStart = (day: string): SQL => sql`((${day})::date::timestamp at time zone ${zone})`;
const nextDayStart = (day: string): SQL => sql`(((${day})::date + 1)::timestamp at time zone ${zone})`;

const columns = {
  audition: auditions,
  activity: {
    id: activities.id,
    project_id: activities.project_id,
    title: activities.title,
    description: activities.description,
  },
  job: { id: jobs.id, title: jobs.title, company: companies.name },
  user: { id: users.id, name: users.name, ra: students.ra, course: courses.name, learning_level: students.periodo },
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(auditions)
    .innerJoin(activities, eq(activities.id, auditions.activity_id))
    .innerJoin(users, eq(users.id, auditions.user_id))
    .leftJoin(students, eq(students.id_user, auditions.user_id))
    .leftJoin(courses, eq(courses.id, students.id_course))
    .leftJoin(jobs, eq(jobs.id, auditions.job_id))
    .leftJoin(companies, eq(companies.id, jobs.companies_id));

export const createAuditionsRepository = (db: Db) => ({
  async list(f: AuditionFilter, limit: number, offset: number) {
    const conds: SQL[] = [];
    if (f.userId !== undefined) conds.push(eq(auditions.user_id, f.userId));
    if (f.activityId !== undefined) conds.push(eq(auditions.activity_id, f.activityId));
    if (f.projectId !== undefined) conds.push(eq(auditions.project_id, f.projectId));
    if (f.code) conds.push(eq(auditions.code, f.code));
    if (f.student) conds.push(containsFolded(users.name, f.student));
    if (f.ra) conds.push(sql`${students.ra} like ${`${escapeLike(f.ra)}%`}`);
    if (f.submitted) conds.push(isNotNull(auditions.submitted_at));
    if (f.from) conds.push(sql`${auditions.submitted_at} >= ${dayStart(f.from)}`);
    if (f.to) conds.push(sql`${auditions.submitted_at} < ${nextDayStart(f.to)}`);
    const where = conds.length ? and(...conds) : undefined;
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditions)
      .innerJoin(users, eq(users.id, auditions.user_id))
      .leftJoin(students, eq(students.id_user, auditions.user_id))
      .where(where);
    const rows = await joined(db)
      .where(where)
      .orderBy(desc(auditions.created_at), desc(auditions.id))
      .limit(limit)
      .offset(offset);
    return { total: count?.n ?? 0, rows };
  },

  async findById(id: number) {
    const [row] = await joined(db).where(eq(auditions.id, id)).limit(1);
    return row;
  },

  async recognitionsOf(auditionIds: number[]): Promise<RecognitionRow[]> {
    if (!auditionIds.length) return [];
    return db
      .select()
      .from(recognitions)
      .where(inArray(recognitions.audition_id, auditionIds))
      .orderBy(asc(recognitions.id));
  },

  async insert(values: {
    code: string;
    user_id: number;
    activity_id: number;
    job_id: number | null;
    project_id: number;
  }): Promise<number> {
    const [row] = await db.insert(auditions).values(values).returning({ id: auditions.id });
    return row!.id;
  },

  /** Sets the video once: a second submission of the same audition changes nothing. */
  async submit(
    id: number,
    fileKey: string,
    transcript: string | null,
    extra: { face_analysis: boolean; segments: unknown[] | null },
  ): Promise<boolean> {
    const rows = await db
      .update(auditions)
      .set({
        file_key: fileKey,
        transcript,
        transcription_source: transcript ? 'browser' : null,
        face_analysis: extra.face_analysis,
        transcript_segments: extra.segments,
        submitted_at: sql`now()`,
        analysis_state: 'IDLE',
        updated_at: sql`now()`,
      })
      .where(and(eq(auditions.id, id), sql`${auditions.file_key} is null`))
      .returning({ id: auditions.id });
    return rows.length > 0;
  },

  async setTranscriptIfMissing(id: number, transcript: string, segments: unknown[] | null): Promise<void> {
    await db
      .update(auditions)
      .set({ transcript, transcription_source: 'browser', transcript_segments: segments, updated_at: sql`now()` })
      .where(and(eq(auditions.id, id), sql`${auditions.transcript} is null`));
  },

  /** Deletes the audition's frames; answers their file keys. */
  async removeRecognitions(auditionId: number): Promise<string[]> {
    const rows = await db
      .delete(recognitions)
      .where(eq(recognitions.audition_id, auditionId))
      .returning({ key: recognitions.file_key });
    return rows.map((r) => r.key);
  },

  /** Publishing a video CV unpublishes the student's other ones, in one transaction. */
  async setPublished(id: number, userId: number, published: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      if (published) {
        await tx
          .update(auditions)
          .set({ published: false, updated_at: sql`now()` })
          .where(
            and(
              eq(auditions.user_id, userId),
              eq(auditions.activity_id, ACTIVITY_VIDEO_CV),
              eq(auditions.published, true),
            ),
          );
      }
      await tx
        .update(auditions)
        .set({ published, updated_at: sql`now()` })
        .where(eq(auditions.id, id));
    });
  },

  async remove(id: number): Promise<string[]> {
    const frames = await db
      .select({ key: recognitions.file_key })
      .from(recognitions)
      .where(eq(recognitions.audition_id, id));
    const [row] = await db.delete(auditions).where(eq(auditions.id, id)).returning({ key: auditions.file_key });
    return [row?.key, ...frames.map((f) => f.key)].filter((k): k is string => Boolean(k));
  },

  async countBiometrics(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(biometrics)
      .where(eq(biometrics.user_id, userId));
    return row?.n ?? 0;
  },

  async activityExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, id)).limit(1);
    return Boolean(row);
  },

  async jobStatus(id: number): Promise<number | null> {
    const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).limit(1);
    return row?.status ?? null;
  },

  async countRecognitions(auditionId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recognitions)
      .where(eq(recognitions.audition_id, auditionId));
    return row?.n ?? 0;
  },

  async insertRecognition(
    values: Omit<typeof recognitions.$inferInsert, 'id' | 'created_at'>,
  ): Promise<RecognitionRow> {
    const [row] = await db.insert(recognitions).values(values).returning();
    return row!;
  },

  /** The student's published video CV, found by RA (the video service). */
  async publishedByRa(ra: string) {
    const [row] = await db
      .select({
        id: auditions.id,
        code: auditions.code,
        file_key: auditions.file_key,
        created_at: auditions.created_at,
        user_id: auditions.user_id,
      })
      .from(auditions)
      .innerJoin(students, eq(students.id_user, auditions.user_id))
      .where(and(eq(students.ra, ra), eq(auditions.activity_id, ACTIVITY_VIDEO_CV), eq(auditions.published, true)))
      .limit(1);
    return row;
  },
});

export type AuditionsRepository = ReturnType<typeof createAuditionsRepository>;
export type AuditionJoined = NonNullable<Awaited<ReturnType<AuditionsRepository['findById']>>>;
