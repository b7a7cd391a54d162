import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { biometrics } from '../../../db/schema/index.ts';

export type BiometricRow = typeof biometrics.$inferSelect;

export const createBiometricsRepository = (db: Db) => ({
  listFor(userId: number): Promise<BiometricRow[]> {
    return db.select().from(biometrics).where(eq(biometrics.user_id, userId));
  },

  async findById(id: number): Promise<BiometricRow | undefined> {
    const [row] = await db.select().from(biometrics).where(eq(biometrics.id, id)).limit(1);
    return row;
  },

  async keyInUse(key: string, exceptId?: number): Promise<boolean> {
    const where = exceptId
      ? and(eq(biometrics.file_key, key), ne(biometrics.id, exceptId))
      : eq(biometrics.file_key, key);
    const [row] = await db.select({ id: biometrics.id }).from(biometrics).where(where).limit(1);
    return Boolean(row);
  },

  /** Null when the pose was taken meanwhile (unique user and pose). */
  async insert(userId: number, pose: string, fileKey: string): Promise<BiometricRow | null> {
    const rows = await db
      .insert(biometrics)
      .values({ user_id: userId, pose, file_key: fileKey })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  },

  async setKey(id: number, fileKey: string): Promise<BiometricRow> {
    const [row] = await db
      .update(biometrics)
      .set({ file_key: fileKey, updated_at: sql`now()` })
      .where(eq(biometrics.id, id))
      .returning();
    return row!;
  },

  async remove(id: number): Promise<void> {
    await db.delete(biometrics).where(eq(biometrics.id, id));
  },
});

export type BiometricsRepository = ReturnType<typeof createBiometricsRepository>;
