import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, courses, students, termSignatures, terms, users, userTotp } from '../../db/schema/index.ts';

/**
 * Disabled: switched off after it was activated. A representative who never was (a self sign-up
 * waiting for the career office) still signs in and only looks (docs/decisions/016-security-hardening.md).
 */
const disabled = sql<boolean>`(not ${users.is_active} and (${users.activated_at} is not null or ${users.role_id} <> 2))`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  is_active: users.is_active,
  password_hash: users.password_hash,
  student_id: students.id,
  must_change_password: users.must_change_password,
  disabled,
  // TOTP on (modules/identity): MFA_REQUIRED_ROLES sends a user without it to the set-up first.
  mfa_enabled: sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.user_id} = ${users.id} and ${userTotp.enabled_at} is not null)`,
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  role_id: number;
  is_active: boolean;
  password_hash: string;
  student_id: number | null;
  must_change_password: boolean;
  disabled: boolean;
  mfa_enabled: boolean;
};

const prepared = new WeakMap<Db, ReturnType<typeof prepareLatestTermSigned>>();
const prepareLatestTermSigned = (db: Db) =>
  db
    .select({
      signed: sql<boolean>`exists (select 1 from ${termSignatures} where ${termSignatures.user_id} = ${sql.placeholder('userId')} and ${termSignatures.term_id} = ${terms.id})`,
    })
    .from(terms)
    .where(eq(terms.type, sql.placeholder('type')))
    .orderBy(desc(terms.id))
    .limit(1)
    .prepare('auth_latest_term_signed');
const latestTermSigned = (db: Db) => {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareLatestTermSigned(db)));
  return statement;
};

export const createAuthRepository = (db: Db) => {
  /** The live (not deleted) account that matches `where`, with its student row if any. */
  const findUser = async (where: SQL): Promise<UserRow | undefined> => {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .leftJoin(students, eq(students.id_user, users.id))
      .where(and(where, isNull(users.deleted_at)))
      .limit(1);
    return row;
  };
  return {
    findByEmail: (email: string) => findUser(eq(users.email, email)),

    findById: (id: number) => findUser(eq(users.id, id)),

    async findByRa(ra: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(students)
        .innerJoin(users, eq(students.id_user, users.id))
        .where(and(eq(students.ra, ra), isNull(users.deleted_at)))
        .limit(1);
      return row;
    },

    async findByTokenHash(hash: string): Promise<(UserRow & { token_expires_at: Date }) | undefined> {
      const [row] = await db
        .select({ ...userColumns, token_expires_at: authTokens.expires_at })
        .from(authTokens)
        .innerJoin(users, eq(authTokens.user_id, users.id))
        .leftJoin(students, eq(students.id_user, users.id))
        .where(
          and(
            eq(authTokens.token_hash, hash),
            isNull(authTokens.revoked_at),
            gt(authTokens.expires_at, sql`now()`),
            isNull(users.deleted_at),
            sql`not ${disabled}`,
          ),
        )
        .limit(1);
      return row;
    },

    async insertToken(userId: number, hash: string, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({ user_id: userId, token_hash: hash, expires_at: expiresAt });
    },

    async revokeToken(hash: string): Promise<void> {
      await db
        .update(authTokens)
        .set({ revoked_at: sql`now()` })
        .where(eq(authTokens.token_hash, hash));
    },

    /**
     * A new password ends every session of the account. The update only applies while the hash is
     * still the one the reset link was signed for, so two requests racing with the same link cannot
     * both succeed: the row lock makes the second wait, then match nothing. Answers whether it applied.
     */
    async setPassword(userId: number, oldPasswordHash: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ password_hash: passwordHash, updated_at: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.password_hash, oldPasswordHash)))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        await tx
          .update(authTokens)
          .set({ revoked_at: sql`now()` })
          .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
        return true;
      });
    },

    /**
     * The user's own new password: applies only over the hash the current password was checked
     * against, clears the forced change, and ends every other session of the account.
     */
    async changePassword(userId: number, oldPasswordHash: string, passwordHash: string, keepTokenHash: string) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ password_hash: passwordHash, must_change_password: false, updated_at: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.password_hash, oldPasswordHash)))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        await tx
          .update(authTokens)
          .set({ revoked_at: sql`now()` })
          .where(
            and(
              eq(authTokens.user_id, userId),
              isNull(authTokens.revoked_at),
              ne(authTokens.token_hash, keepTokenHash),
            ),
          );
        return true;
      });
    },

    /** A stronger hash of the same password: sessions stay, and only while the hash is unchanged. */
    async rehashPassword(userId: number, oldPasswordHash: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ password_hash: passwordHash })
        .where(and(eq(users.id, userId), eq(users.password_hash, oldPasswordHash)));
    },

    /**
     * Whether the user signed the newest term of the type (true when there is none). One statement,
     * prepared once per database: the terms gate asks it on every request of a student (plugins/terms-gate.ts).
     */
    async hasSignedLatestTerm(userId: number, type: string): Promise<boolean> {
      const [latest] = await latestTermSigned(db).execute({ userId, type });
      return latest ? Boolean(latest.signed) : true;
    },

    async studentDetails(userId: number) {
      const [row] = await db
        .select({ id: students.id, ra: students.ra, course_id: courses.id, course_name: courses.name })
        .from(students)
        .leftJoin(courses, eq(students.id_course, courses.id))
        .where(eq(students.id_user, userId))
        .limit(1);
      return row;
    },

    async deleteExpiredTokens(): Promise<void> {
      await db.delete(authTokens).where(sql`${authTokens.expires_at} < now() - interval '1 day'`);
    },
  };
};

export type AuthRepository = ReturnType<typeof createAuthRepository>;
