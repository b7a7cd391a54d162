import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orientations } from '../../db/schema/index.ts';
import { containsFolded } from '../../lib/text-match.ts';

export type OrientationValues = Omit<typeof orientations.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const createOrientationsRepository = (db: Db) => ({
  async list(f: { title?: string; onlyShown: boolean }, limit: number, offset: number) {
    const where: SQL | undefined = and(
      f.onlyShown ? eq(orientations.show, true) : undefined,
      // Served by the trigram index of migration 0006 (same expression).
      f.title ? containsFolded(orientations.title, f.title) : undefined,
    );
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orientations)
      .where(where);
    const rows = await db
      .select()
      .from(orientations)
      .where(where)
      .orderBy(desc(orientations.created_at), desc(orientations.id))
      .limit(limit)
      .offset(offset);
    return { total: count?.n ?? 0, rows };
  },
  async findById(id: number) {
    const [row] = await db.select().from(orientations).where(eq(orientations.id, id)).limit(1);
    return row;
  },
  async insert(values: OrientationValues) {
    const [row] = await db.insert(orientations).values(values).returning({ id: orientations.id });
    return row!.id;
  },
  async update(id: number, values: Partial<OrientationValues>) {
    await db
      .update(orientations)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(orientations.id, id));
  },
  async remove(id: number) {
    await db.delete(orientations).where(eq(orientations.id, id));
  },
});

export type OrientationsRepository = ReturnType<typeof createOrientationsRepository>;
