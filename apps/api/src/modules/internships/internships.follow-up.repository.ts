import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { internshipRecesses, internshipReports } from '../../db/schema/index.ts';

export type ReportRow = typeof internshipReports.$inferSelect;
export type ReportPatch = Partial<typeof internshipReports.$inferInsert>;

/** Reports and recesses of an internship: SQL only, spread into the internships repository. */
export const followUpQueries = (db: Db) => ({
  reports(id: number) {
    return db
      .select()
      .from(internshipReports)
      .where(eq(internshipReports.internships_id, id))
      .orderBy(asc(internshipReports.due_on));
  },
  async report(id: number, rid: number) {
    const [row] = await db
      .select()
      .from(internshipReports)
      .where(and(eq(internshipReports.id, rid), eq(internshipReports.internships_id, id)));
    return row;
  },
  async insertReports(id: number, dueOn: string[]) {
    if (!dueOn.length) return;
    await db
      .insert(internshipReports)
      .values(dueOn.map((due_on) => ({ internships_id: id, due_on })))
      .onConflictDoNothing();
  },
  async updateReport(rid: number, patch: ReportPatch) {
    const [row] = await db
      .update(internshipReports)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(internshipReports.id, rid))
      .returning();
    return row!;
  },
  /** Pending reports due after an early end are owed no more. */
  async dropPendingAfter(id: number, endedOn: string) {
    await db
      .delete(internshipReports)
      .where(
        and(
          eq(internshipReports.internships_id, id),
          inArray(internshipReports.status, ['pending', 'returned']),
          gt(internshipReports.due_on, endedOn),
        ),
      );
  },
  recesses(id: number) {
    return db
      .select({
        id: internshipRecesses.id,
        starts_on: internshipRecesses.starts_on,
        ends_on: internshipRecesses.ends_on,
        days: internshipRecesses.days,
      })
      .from(internshipRecesses)
      .where(eq(internshipRecesses.internships_id, id))
      .orderBy(asc(internshipRecesses.starts_on));
  },
  async insertRecess(v: typeof internshipRecesses.$inferInsert) {
    const [row] = await db.insert(internshipRecesses).values(v).returning({ id: internshipRecesses.id });
    return row!.id;
  },
});
