import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { stagePreferences } from '../../../db/schema/index.ts';

export const createPreferencesRepository = (db: Db) => ({
  async find(userId: number) {
    const [row] = await db.select().from(stagePreferences).where(eq(stagePreferences.user_id, userId)).limit(1);
    return row;
  },

  async save(userId: number, faceAnalysis: boolean) {
    await db
      .insert(stagePreferences)
      .values({ user_id: userId, face_analysis: faceAnalysis })
      .onConflictDoUpdate({
        target: stagePreferences.user_id,
        set: { face_analysis: faceAnalysis, updated_at: sql`now()` },
      });
  },
});

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
