import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityLinks, identityTickets, students, users } from '../../db/schema/index.ts';

export type TicketKind = 'oidc' | 'saml' | 'code' | 'mfa' | 'assertion';

/** The account an institutional identity may sign in (deleted accounts are never found). */
export interface LinkableUser {
  id: number;
  role_id: number;
  email: string;
}

const userColumns = { id: users.id, role_id: users.role_id, email: users.email };

export const createIdentityRepository = (db: Db) => ({
  async userByLink(provider: string, subject: string): Promise<LinkableUser | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(identityLinks)
      .innerJoin(users, eq(users.id, identityLinks.user_id))
      .where(and(eq(identityLinks.provider, provider), eq(identityLinks.subject, subject), isNull(users.deleted_at)))
      .limit(1);
    if (row)
      await db
        .update(identityLinks)
        .set({ last_used_at: sql`now()` })
        .where(and(eq(identityLinks.provider, provider), eq(identityLinks.subject, subject)));
    return row;
  },

  async userByEmail(email: string): Promise<LinkableUser | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), isNull(users.deleted_at)))
      .limit(1);
    return row;
  },

  async userByRa(ra: string): Promise<LinkableUser | undefined> {
    const [row] = await db
      .select(userColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.id_user))
      .where(and(eq(students.ra, ra), isNull(users.deleted_at)))
      .limit(1);
    return row;
  },

  /** Records the link; false when the account already has another subject at this provider. */
  async link(userId: number, provider: string, subject: string): Promise<boolean> {
    const inserted = await db
      .insert(identityLinks)
      .values({ user_id: userId, provider, subject, last_used_at: sql`now()` })
      .onConflictDoNothing()
      .returning({ id: identityLinks.id });
    return inserted.length > 0;
  },

  async putTicket(
    keyHash: string,
    kind: TicketKind,
    payload: Record<string, unknown>,
    ttlMs: number,
  ): Promise<boolean> {
    const inserted = await db
      .insert(identityTickets)
      .values({ key_hash: keyHash, kind, payload, expires_at: new Date(Date.now() + ttlMs) })
      .onConflictDoNothing()
      .returning({ key: identityTickets.key_hash });
    return inserted.length > 0;
  },

  /** Deletes and answers the ticket in one statement: of two instances racing, one gets it. */
  async takeTicket(keyHash: string, kind: TicketKind): Promise<Record<string, unknown> | undefined> {
    const [row] = await db
      .delete(identityTickets)
      .where(
        and(
          eq(identityTickets.key_hash, keyHash),
          eq(identityTickets.kind, kind),
          gt(identityTickets.expires_at, sql`now()`),
        ),
      )
      .returning({ payload: identityTickets.payload });
    return row?.payload;
  },

  async peekTicket(keyHash: string, kind: TicketKind): Promise<Record<string, unknown> | undefined> {
    const [row] = await db
      .select({ payload: identityTickets.payload })
      .from(identityTickets)
      .where(
        and(
          eq(identityTickets.key_hash, keyHash),
          eq(identityTickets.kind, kind),
          gt(identityTickets.expires_at, sql`now()`),
        ),
      )
      .limit(1);
    return row?.payload;
  },

  async pruneTickets(): Promise<void> {
    await db.delete(identityTickets).where(sql`${identityTickets.expires_at} < now()`);
  },
});

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
