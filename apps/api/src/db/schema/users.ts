import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export { timestamps };

export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Stored lower-case; the unique index then also makes e-mails case-insensitive. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    password_hash: text('password_hash').notNull(),
    /** false: disabled (refused at sign-in and on every request), unless the user waits for activation. */
    is_active: boolean('is_active').notNull().default(true),
    /**
     * When the account was first activated; null while a self-registered representative waits for
     * the career office (they may sign in and look, docs/spec/04-states.md#user-activity).
     */
    activated_at: timestamp('activated_at', { withTimezone: true }).defaultNow(),
    /** The first administrator's password came from ADMIN_PASSWORD: it is replaced at first sign-in. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    role_id: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('users_role_id_lower_name_idx').on(t.role_id, sql`lower(${t.name})`),
    // 'Buscar Usuário' and the applications' student-name search match any part of the name or
    // e-mail, case- and accent-free; the expression is lib/text-match.ts folded() (same spelling).
    index('users_name_trgm_idx').using('gin', sql`public.immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`public.immutable_unaccent(lower(${t.email})) gin_trgm_ops`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.user_id)],
);

/** Fixed-window counters for login and forgot-password limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});
