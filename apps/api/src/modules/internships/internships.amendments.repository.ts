import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  internshipAmendments,
  internshipAmendmentSignatures,
  internshipDocuments,
  internshipReports,
} from '../../db/schema/index.ts';

export type AmendmentRow = typeof internshipAmendments.$inferSelect;
export type AmendmentSignatureRow = typeof internshipAmendmentSignatures.$inferSelect;
export type DocumentRow = typeof internshipDocuments.$inferSelect;

/** Amendments, their signatures and the frozen documents: SQL only, spread into the internships repository. */
export const amendmentQueries = (db: Db) => ({
  amendments(id: number) {
    return db
      .select()
      .from(internshipAmendments)
      .where(eq(internshipAmendments.internships_id, id))
      .orderBy(asc(internshipAmendments.number));
  },
  async amendment(id: number, aid: number, lock = false) {
    const q = db
      .select()
      .from(internshipAmendments)
      .where(and(eq(internshipAmendments.id, aid), eq(internshipAmendments.internships_id, id)));
    const [row] = await (lock ? q.for('update') : q);
    return row;
  },
  async nextAmendmentNumber(id: number) {
    const [row] = await db
      .select({ n: max(internshipAmendments.number) })
      .from(internshipAmendments)
      .where(eq(internshipAmendments.internships_id, id));
    return (row?.n ?? 0) + 1;
  },
  async insertAmendment(v: typeof internshipAmendments.$inferInsert) {
    const [row] = await db.insert(internshipAmendments).values(v).returning();
    return row!;
  },
  async activateAmendment(aid: number, at: Date) {
    await db
      .update(internshipAmendments)
      .set({ status: 'active', activated_at: at })
      .where(eq(internshipAmendments.id, aid));
  },
  amendmentSignatures(aids: number[]) {
    if (!aids.length) return Promise.resolve([] as AmendmentSignatureRow[]);
    return db
      .select()
      .from(internshipAmendmentSignatures)
      .where(inArray(internshipAmendmentSignatures.amendments_id, aids))
      .orderBy(asc(internshipAmendmentSignatures.signed_at), asc(internshipAmendmentSignatures.id));
  },
  async insertAmendmentSignature(v: typeof internshipAmendmentSignatures.$inferInsert) {
    const [row] = await db.insert(internshipAmendmentSignatures).values(v).returning();
    return row!;
  },
  documents(id: number) {
    return db.select().from(internshipDocuments).where(eq(internshipDocuments.internships_id, id));
  },
  async document(kind: string, refId: number) {
    const [row] = await db
      .select()
      .from(internshipDocuments)
      .where(and(eq(internshipDocuments.kind, kind), eq(internshipDocuments.ref_id, refId)));
    return row;
  },
  async documentByCode(code: string) {
    const [row] = await db.select().from(internshipDocuments).where(eq(internshipDocuments.verification_code, code));
    return row;
  },
  async insertDocument(v: typeof internshipDocuments.$inferInsert) {
    const [row] = await db.insert(internshipDocuments).values(v).returning();
    return row!;
  },
  /** Pending reports off the new schedule are owed no more (an amendment moved the end). */
  async dropPendingNotIn(id: number, dueOn: string[]) {
    const pending = await db
      .select({ id: internshipReports.id, due_on: internshipReports.due_on })
      .from(internshipReports)
      .where(and(eq(internshipReports.internships_id, id), eq(internshipReports.status, 'pending')));
    const drop = pending.filter((r) => !dueOn.includes(r.due_on)).map((r) => r.id);
    if (drop.length) await db.delete(internshipReports).where(inArray(internshipReports.id, drop));
  },
});
