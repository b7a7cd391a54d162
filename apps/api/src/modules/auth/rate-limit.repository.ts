import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/** Fixed-window counters in the database so every server instance sees the same counts. */
export const createRateLimitRepository = (db: Db) => ({
  /** Adds one hit and answers the count in the current window. */
  async hit(key: string, windowMs: number): Promise<number> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - windowMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, window_start: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.window_start} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          window_start: sql`CASE WHEN ${rateLimits.window_start} < ${windowStart} THEN ${now} ELSE ${rateLimits.window_start} END`,
        },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  },

  /** Count in the current window, and when that window ends. */
  async peek(key: string, windowMs: number): Promise<{ count: number; resetsAt: Date }> {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    if (!row || row.window_start.getTime() + windowMs < Date.now()) return { count: 0, resetsAt: new Date() };
    return { count: row.count, resetsAt: new Date(row.window_start.getTime() + windowMs) };
  },

  /** Takes back one hit (an attempt counted up front that turned out to be a success). */
  async release(key: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  },

  /** Counters whose window ended: one row per login, e-mail and address ever tried would pile up. */
  async pruneExpired(windowMs: number): Promise<number> {
    const ended = await db
      .delete(rateLimits)
      .where(sql`${rateLimits.window_start} < ${new Date(Date.now() - windowMs)}`)
      .returning({ key: rateLimits.key });
    return ended.length;
  },

  async reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  },
});

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
