import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  auditions,
  biometricConsents,
  biometrics,
  itemChecks,
  recognitions,
  stagePreferences,
} from '../../../db/schema/index.ts';

/** Everything the professional stage keeps about one user, for the LGPD export and erasure. */
export const createStagePrivacyRepository = (db: Db) => ({
  async dataOf(userId: number) {
    const rows = await db.select().from(auditions).where(eq(auditions.user_id, userId)).orderBy(asc(auditions.id));
    const frames = rows.length
      ? await db
          .select()
          .from(recognitions)
          .where(
            inArray(
              recognitions.audition_id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(recognitions.id))
      : [];
    const photos = await db.select().from(biometrics).where(eq(biometrics.user_id, userId)).orderBy(asc(biometrics.id));
    const checks = await db.select().from(itemChecks).where(eq(itemChecks.user_id, userId));
    const consents = await db
      .select({ version: biometricConsents.version, accepted_at: biometricConsents.accepted_at })
      .from(biometricConsents)
      .where(eq(biometricConsents.user_id, userId))
      .orderBy(asc(biometricConsents.id));
    const [choice] = await db.select().from(stagePreferences).where(eq(stagePreferences.user_id, userId)).limit(1);
    return {
      // No row: the face analysis is on, never chosen (docs/decisions/022).
      preferences: { face_analysis: choice?.face_analysis ?? true, chosen_at: choice?.updated_at ?? null },
      auditions: rows,
      recognitions: frames,
      biometrics: photos,
      item_checks: checks,
      biometric_consents: consents,
    };
  },

  /**
   * One transaction; recognitions go with their auditions, consents with the photos, and the choice
   * about the face analysis. Answers the rows removed.
   */
  async erase(userId: number): Promise<number> {
    return db.transaction(async (tx) => {
      const a = await tx.delete(auditions).where(eq(auditions.user_id, userId)).returning({ id: auditions.id });
      const b = await tx.delete(biometrics).where(eq(biometrics.user_id, userId)).returning({ id: biometrics.id });
      const c = await tx.delete(itemChecks).where(eq(itemChecks.user_id, userId)).returning({ id: itemChecks.item_id });
      const d = await tx
        .delete(biometricConsents)
        .where(eq(biometricConsents.user_id, userId))
        .returning({ id: biometricConsents.id });
      const e = await tx
        .delete(stagePreferences)
        .where(eq(stagePreferences.user_id, userId))
        .returning({ id: stagePreferences.user_id });
      return a.length + b.length + c.length + d.length + e.length;
    });
  },
});

export type StagePrivacyRepository = ReturnType<typeof createStagePrivacyRepository>;
