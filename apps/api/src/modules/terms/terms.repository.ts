import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { termSignatures, terms } from '../../db/schema/index.ts';

export const createTermsRepository = (db: Db) => ({
  list: () =>
    db.select({ id: terms.id, type: terms.type, term_text: terms.term_text }).from(terms).orderBy(asc(terms.id)),

  async find(id: number) {
    const [row] = await db.select().from(terms).where(eq(terms.id, id)).limit(1);
    return row;
  },

  async latestOfType(type: string) {
    const [row] = await db.select().from(terms).where(eq(terms.type, type)).orderBy(desc(terms.id)).limit(1);
    return row;
  },

  /** Every version, newest first, with how many users accepted each. */
  versions: () =>
    db
      .select({
        id: terms.id,
        type: terms.type,
        term_text: terms.term_text,
        created_at: terms.created_at,
        signatures: count(termSignatures.user_id),
      })
      .from(terms)
      .leftJoin(termSignatures, eq(termSignatures.term_id, terms.id))
      .groupBy(terms.id)
      .orderBy(desc(terms.id)),

  async insert(type: string, termText: string) {
    const [row] = await db.insert(terms).values({ type, term_text: termText }).returning();
    return row!;
  },

  /** Signing twice keeps the first signature. */
  async sign(userId: number, termId: number) {
    await db.insert(termSignatures).values({ user_id: userId, term_id: termId }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(termSignatures)
      .where(and(eq(termSignatures.user_id, userId), eq(termSignatures.term_id, termId)))
      .limit(1);
    return row!;
  },
});

export type TermsRepository = ReturnType<typeof createTermsRepository>;
