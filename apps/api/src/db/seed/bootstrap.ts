import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE_ID } from '@portal/contracts';
import type { Db } from '../client.ts';
import { roles, users } from '../schema/index.ts';
import { seedPasswordHash } from './demo-password-hashes.ts';
import { DEMO_ADMIN_PASSWORD } from '../../env.ts';

/** Rows every installation needs: the three roles and a first administrator. */
export const bootstrap = async (db: Db, admin: { email: string; password: string }): Promise<void> => {
  await db
    .insert(roles)
    .values([
      { id: ROLE_ID.admin, name: 'admin' },
      { id: ROLE_ID.representative, name: 'representante_empresa' },
      { id: ROLE_ID.student, name: 'estudante' },
    ])
    .onConflictDoNothing();
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role_id, ROLE_ID.admin), isNull(users.deleted_at)));
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(users)
    .values({
      name: 'Administrador',
      email: admin.email.toLowerCase(),
      password_hash: await seedPasswordHash(admin.password),
      role_id: ROLE_ID.admin,
      // Whoever read the environment knows it. The README's demo password is exempt: it keeps the
      // quick start one command, and production refuses to start with it (env.ts).
      must_change_password: admin.password !== DEMO_ADMIN_PASSWORD,
    })
    .onConflictDoNothing();
};

/** Demo data goes only into a database that has nothing but the bootstrap rows. */
export const isEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.role_id} <> ${ROLE_ID.admin}`);
  return (row?.n ?? 0) === 0;
};
