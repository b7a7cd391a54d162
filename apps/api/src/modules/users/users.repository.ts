import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, companies, courses, students, users } from '../../db/schema/index.ts';
import { containsFolded } from '../../lib/text-match.ts';
import { takenElsewhere } from '../../db/taken-elsewhere.ts';

export interface UserFilter {
  role?: number;
  name?: string;
  is_active?: boolean;
  status?: 'active' | 'pending' | 'disabled';
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  is_active: users.is_active,
  activated_at: users.activated_at,
  created_at: users.created_at,
  updated_at: users.updated_at,
  student_id: students.id,
  ra: students.ra,
  id_course: students.id_course,
  disability: students.disability,
  course_name: courses.name,
};

const whereOf = (f: UserFilter): SQL | undefined => {
  const parts: SQL[] = [isNull(users.deleted_at)];
  if (f.role) parts.push(eq(users.role_id, f.role));
  if (f.is_active !== undefined) parts.push(eq(users.is_active, f.is_active));
  if (f.status === 'active') parts.push(eq(users.is_active, true));
  else if (f.status) {
    // Never activated: a sign-up waiting for the office; activated once, then switched off: disabled.
    parts.push(eq(users.is_active, false));
    parts.push(f.status === 'pending' ? isNull(users.activated_at) : isNotNull(users.activated_at));
  }
  // Case- and accent-free, on the expressions of the trigram indexes (migration 0006).
  if (f.name) parts.push(or(containsFolded(users.name, f.name), containsFolded(users.email, f.name))!);
  return and(...parts);
};

export const createUsersRepository = (db: Db) => ({
  async list(f: UserFilter, limit: number, offset: number) {
    const where = whereOf(f);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    const rows = await db
      .select(columns)
      .from(users)
      .leftJoin(students, eq(students.id_user, users.id))
      .leftJoin(courses, eq(courses.id, students.id_course))
      .where(where)
      .orderBy(sql`lower(${users.name})`, asc(users.id))
      .limit(limit)
      .offset(offset);
    return { total: count?.n ?? 0, rows };
  },

  async findById(id: number) {
    const [row] = await db
      .select(columns)
      .from(users)
      .leftJoin(students, eq(students.id_user, users.id))
      .leftJoin(courses, eq(courses.id, students.id_course))
      .where(and(eq(users.id, id), isNull(users.deleted_at)))
      .limit(1);
    return row;
  },

  /** Companies of many users in one query (no N+1 on the list). */
  companiesOf: (userIds: number[]) =>
    userIds.length
      ? db
          .select({ id: companies.id, name: companies.name, user_id: companies.user_id })
          .from(companies)
          .where(inArray(companies.user_id, userIds))
          .orderBy(asc(companies.name))
      : Promise.resolve([]),

  emailTaken: (email: string, exceptId?: number) =>
    takenElsewhere(db, users, users.id, eq(users.email, email), exceptId),

  raTaken: (ra: string, exceptUserId?: number) =>
    takenElsewhere(db, students, students.id_user, eq(students.ra, ra), exceptUserId),

  async countAdmins(): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role_id, 1), isNull(users.deleted_at)));
    return row?.n ?? 0;
  },

  async insert(
    user: {
      name: string;
      email: string;
      password_hash: string;
      is_active: boolean;
      role_id: number;
      activated_at: Date | null;
    },
    student?: { ra: string; id_course?: number; disability?: boolean },
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(user).returning({ id: users.id });
      if (student)
        await tx.insert(students).values({
          id_user: row!.id,
          ra: student.ra,
          id_course: student.id_course,
          disability: student.disability ?? false,
        });
      return row!.id;
    });
  },

  /**
   * Inserts imported students in one transaction. A row whose e-mail or RA was taken meanwhile
   * (another import running at the same time) is left out and reported, never a failure.
   */
  async insertStudents(
    rows: Array<{ name: string; email: string; password_hash: string; ra: string; id_course: number }>,
  ) {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(
          rows.map((r) => ({
            name: r.name,
            email: r.email,
            password_hash: r.password_hash,
            role_id: 3,
            is_active: true,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      const idOf = new Map(inserted.map((u) => [u.email, u.id]));
      const withUser = rows.filter((r) => idOf.has(r.email));
      const linked = withUser.length
        ? await tx
            .insert(students)
            .values(withUser.map((r) => ({ id_user: idOf.get(r.email)!, ra: r.ra, id_course: r.id_course })))
            .onConflictDoNothing()
            .returning({ id_user: students.id_user })
        : [];
      const linkedIds = new Set(linked.map((l) => l.id_user));
      const orphans = withUser.filter((r) => !linkedIds.has(idOf.get(r.email)!)).map((r) => idOf.get(r.email)!);
      if (orphans.length) await tx.delete(users).where(inArray(users.id, orphans));
      return {
        created: new Set(withUser.filter((r) => linkedIds.has(idOf.get(r.email)!)).map((r) => r.email)),
        emailTaken: new Set(rows.filter((r) => !idOf.has(r.email)).map((r) => r.email)),
      };
    });
  },

  async update(
    id: number,
    patch: Partial<{ name: string; email: string; password_hash: string; is_active: boolean; role_id: number }>,
    student?: Partial<{ ra: string; id_course: number; disability: boolean }>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      if (Object.keys(patch).length)
        await tx
          .update(users)
          .set({ ...patch, updated_at: sql`now()` })
          .where(eq(users.id, id));
      if (student && Object.keys(student).length)
        await tx.update(students).set(student).where(eq(students.id_user, id));
      // Activation is stamped once; the account is from then on disabled, not pending, when switched off.
      if (patch.is_active)
        await tx
          .update(users)
          .set({ activated_at: sql`now()` })
          .where(and(eq(users.id, id), isNull(users.activated_at)));
      // A new password or a disabled account ends the user's sessions.
      if (patch.password_hash || patch.is_active === false)
        await tx
          .update(authTokens)
          .set({ revoked_at: sql`now()` })
          .where(and(eq(authTokens.user_id, id), isNull(authTokens.revoked_at)));
    });
  },

  async countCompanies(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(eq(companies.user_id, userId));
    return row?.n ?? 0;
  },

  async existing(ras: string[], emails: string[]) {
    const raRows = ras.length
      ? await db.select({ ra: students.ra }).from(students).where(inArray(students.ra, ras))
      : [];
    const emailRows = emails.length
      ? await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
      : [];
    return { ras: new Set(raRows.map((r) => r.ra)), emails: new Set(emailRows.map((r) => r.email)) };
  },

  adminEmails: () =>
    db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.role_id, 1), isNull(users.deleted_at), eq(users.is_active, true))),

  async remove(id: number): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
