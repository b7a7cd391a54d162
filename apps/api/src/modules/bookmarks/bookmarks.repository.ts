import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookmarks, jobs } from '../../db/schema/index.ts';

/** A student keeps a few dozen bookmarks; the list stops here rather than grow without bound. */
const MAX_LISTED = 500;

export const createBookmarksRepository = (db: Db) => ({
  listOf: (studentId: number) =>
    db
      .select({ id: bookmarks.id, job_id: bookmarks.job_id })
      .from(bookmarks)
      .where(eq(bookmarks.student_id, studentId))
      .orderBy(desc(bookmarks.created_at), desc(bookmarks.id))
      .limit(MAX_LISTED),

  async findById(id: number) {
    const [row] = await db
      .select({ id: bookmarks.id, student_id: bookmarks.student_id, job_id: bookmarks.job_id })
      .from(bookmarks)
      .where(eq(bookmarks.id, id))
      .limit(1);
    return row;
  },

  async jobExists(jobId: number): Promise<boolean> {
    const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
    return Boolean(row);
  },

  /** The unique (student, job) index decides: a double click saves one bookmark. */
  async insert(studentId: number, jobId: number) {
    const [row] = await db
      .insert(bookmarks)
      .values({ student_id: studentId, job_id: jobId })
      .onConflictDoNothing()
      .returning({ id: bookmarks.id, student_id: bookmarks.student_id, job_id: bookmarks.job_id });
    return row ?? null;
  },

  async remove(id: number, studentId: number): Promise<void> {
    await db.delete(bookmarks).where(and(eq(bookmarks.id, id), eq(bookmarks.student_id, studentId)));
  },
});

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
