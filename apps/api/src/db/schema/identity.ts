import { bigint, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An institutional identity (OIDC issuer or SAML IdP, and its subject) linked to an account here. */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_links_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('identity_links_user_provider_idx').on(t.user_id, t.provider),
  ],
);

/**
 * Short-lived, single-use records shared by every instance: a sign-in under way at a provider,
 * the one-time code of a finished one, a pending second factor, a SAML assertion already used.
 * Only the SHA-256 of the key is stored.
 */
export const identityTickets = pgTable(
  'identity_tickets',
  {
    key_hash: varchar('key_hash', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_tickets_expires_at_idx').on(t.expires_at)],
);

/** A staff member's TOTP secret (RFC 6238); enabled once a first code was verified. */
export const userTotp = pgTable('user_totp', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 128 }).notNull(),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  /** The 30 s step of the last code accepted: the same code is not accepted twice. */
  last_step: bigint('last_step', { mode: 'number' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as SHA-256 hashes. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_recovery_codes_user_id_idx').on(t.user_id)],
);
