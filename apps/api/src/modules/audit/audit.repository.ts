import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { COUNT_CAP } from '../../lib/pagination.ts';
import { containsFolded } from '../../lib/text-match.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditValues = Omit<typeof auditLog.$inferInsert, 'id' | 'created_at'>;
export interface AuditFilter {
  action?: string;
  actor?: string;
}

const whereOf = (f: AuditFilter): SQL | undefined =>
  and(
    ...(f.action ? [eq(auditLog.action, f.action)] : []),
    // On the expression of the trigram index of migration 0007.
    ...(f.actor ? [containsFolded(auditLog.actor_label, f.actor)] : []),
  );

export const createAuditRepository = (db: Db) => ({
  /** Deletes the entries older than `days` days; answers how many went. */
  async pruneOlderThan(days: number): Promise<number> {
    const gone = await db
      .delete(auditLog)
      .where(sql`${auditLog.created_at} < now() - make_interval(days => ${days}::int)`)
      .returning({ id: auditLog.id });
    return gone.length;
  },

  async insert(values: AuditValues): Promise<void> {
    await db.insert(auditLog).values(values);
  },

  /** A page newest first, and a count that stops at COUNT_CAP: the log only grows. */
  async list(f: AuditFilter, limit: number, offset: number): Promise<{ total: number; rows: AuditRow[] }> {
    const where = whereOf(f);
    const capped = db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(where)
      .limit(COUNT_CAP)
      .as('capped');
    const [[count], rows] = await Promise.all([
      db.select({ n: sql<number>`count(*)::int` }).from(capped),
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.created_at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    ]);
    return { total: count?.n ?? 0, rows };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
