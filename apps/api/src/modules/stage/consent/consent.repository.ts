import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { biometricConsents } from '../../../db/schema/index.ts';

export type ConsentRow = typeof biometricConsents.$inferSelect;

export const createConsentRepository = (db: Db) => ({
  async find(userId: number, version: string): Promise<ConsentRow | undefined> {
    const [row] = await db
      .select()
      .from(biometricConsents)
      .where(and(eq(biometricConsents.user_id, userId), eq(biometricConsents.version, version)))
      .limit(1);
    return row;
  },

  /** Records the acceptance once: accepting the same text again keeps the first time. */
  async accept(userId: number, version: string, at: Date): Promise<ConsentRow> {
    await db.insert(biometricConsents).values({ user_id: userId, version, accepted_at: at }).onConflictDoNothing();
    return (await this.find(userId, version))!;
  },

  listFor(userId: number): Promise<ConsentRow[]> {
    return db
      .select()
      .from(biometricConsents)
      .where(eq(biometricConsents.user_id, userId))
      .orderBy(asc(biometricConsents.id));
  },

  async erase(userId: number): Promise<number> {
    const rows = await db
      .delete(biometricConsents)
      .where(eq(biometricConsents.user_id, userId))
      .returning({ id: biometricConsents.id });
    return rows.length;
  },
});

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
