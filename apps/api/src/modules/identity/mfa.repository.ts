import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRecoveryCodes, userTotp } from '../../db/schema/index.ts';

export const createMfaRepository = (db: Db) => ({
  async find(userId: number) {
    const [row] = await db.select().from(userTotp).where(eq(userTotp.user_id, userId)).limit(1);
    return row;
  },

  async enabled(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: userTotp.user_id })
      .from(userTotp)
      .where(and(eq(userTotp.user_id, userId), isNotNull(userTotp.enabled_at)))
      .limit(1);
    return Boolean(row);
  },

  /** A new secret waiting for its first code; an enabled one is never replaced here. */
  async start(userId: number, secret: string): Promise<boolean> {
    const rows = await db
      .insert(userTotp)
      .values({ user_id: userId, secret })
      .onConflictDoUpdate({
        target: userTotp.user_id,
        set: { secret, last_step: null },
        where: isNull(userTotp.enabled_at),
      })
      .returning({ id: userTotp.user_id });
    return rows.length > 0;
  },

  /** Enables the secret and replaces the recovery codes, in one transaction. */
  async enable(userId: number, step: number, codeHashes: string[]): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(userTotp)
        .set({ enabled_at: sql`now()`, last_step: step })
        .where(and(eq(userTotp.user_id, userId), isNull(userTotp.enabled_at)))
        .returning({ id: userTotp.user_id });
      if (!rows.length) return false;
      await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
      await tx.insert(userRecoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
      return true;
    });
  },

  /** Accepts a code's time step once: of two requests with the same code, one wins. */
  async useStep(userId: number, step: number): Promise<boolean> {
    const rows = await db
      .update(userTotp)
      .set({ last_step: step })
      .where(and(eq(userTotp.user_id, userId), or(isNull(userTotp.last_step), lt(userTotp.last_step, step))))
      .returning({ id: userTotp.user_id });
    return rows.length > 0;
  },

  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(userRecoveryCodes)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(userRecoveryCodes.user_id, userId),
          eq(userRecoveryCodes.code_hash, codeHash),
          isNull(userRecoveryCodes.used_at),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    return rows.length > 0;
  },

  async remove(userId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
      await tx.delete(userTotp).where(eq(userTotp.user_id, userId));
    });
  },
});

export type MfaRepository = ReturnType<typeof createMfaRepository>;
