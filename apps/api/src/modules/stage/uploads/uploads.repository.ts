import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditions, biometrics, recognitions, stageUploadLinks } from '../../../db/schema/index.ts';

export type UploadLinkRow = typeof stageUploadLinks.$inferSelect;

/** The signed links handed out (limit and quota) and the question "is this stage key attached?". */
export const createUploadsRepository = (db: Db) => ({
  async insert(link: UploadLinkRow): Promise<void> {
    await db.insert(stageUploadLinks).values(link);
  },

  async remove(key: string): Promise<void> {
    await db.delete(stageUploadLinks).where(eq(stageUploadLinks.key, key));
  },

  /** The user's links created after `since`, oldest first. */
  createdSince(userId: number, since: Date): Promise<Array<{ created_at: Date }>> {
    return db
      .select({ created_at: stageUploadLinks.created_at })
      .from(stageUploadLinks)
      .where(and(eq(stageUploadLinks.user_id, userId), gt(stageUploadLinks.created_at, since)))
      .orderBy(asc(stageUploadLinks.created_at));
  },

  /** The user's links still usable at `now`: each reserves its size until its object arrives. */
  unexpired(userId: number, now: Date): Promise<Array<{ key: string; size: number }>> {
    return db
      .select({ key: stageUploadLinks.key, size: stageUploadLinks.size })
      .from(stageUploadLinks)
      .where(and(eq(stageUploadLinks.user_id, userId), gt(stageUploadLinks.expires_at, now)));
  },

  async pruneExpired(before: Date): Promise<number> {
    const rows = await db
      .delete(stageUploadLinks)
      .where(lt(stageUploadLinks.expires_at, before))
      .returning({ key: stageUploadLinks.key });
    return rows.length;
  },

  /** Which of these keys a submission, a face photo or an analysed frame points to. */
  async attached(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const [a, b, r] = await Promise.all([
      db.select({ key: auditions.file_key }).from(auditions).where(inArray(auditions.file_key, keys)),
      db.select({ key: biometrics.file_key }).from(biometrics).where(inArray(biometrics.file_key, keys)),
      db.select({ key: recognitions.file_key }).from(recognitions).where(inArray(recognitions.file_key, keys)),
    ]);
    return new Set([...a, ...b, ...r].flatMap((row) => (row.key ? [row.key] : [])));
  },
});

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
