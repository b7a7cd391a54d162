import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/decisions/007-audit-log.md): sign-ins, refused sign-ins, account changes, deletions and LGPD
 * requests, with who, when and from where. No foreign keys, so entries outlive what they name;
 * labels are snapshots taken when the action happened (the e-mail of a deleted user stays
 * readable). An LGPD erasure replaces the erased person's labels (privacy.repository).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('action', { length: 48 }).notNull(),
    /** Null when nobody was signed in (a refused sign-in, a self sign-up). */
    actor_user_id: integer('actor_user_id'),
    /** The actor's e-mail; for a refused sign-in, the e-mail or RA typed (never the password). */
    actor_label: varchar('actor_label', { length: 254 }),
    target_type: varchar('target_type', { length: 32 }),
    target_id: integer('target_id'),
    target_label: varchar('target_label', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 512 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    // The screen pages newest first, over everything or one action; the order has a unique tail.
    // NULLS FIRST is what a plain DESC means, so `order by created_at desc, id desc` uses them.
    index('audit_log_created_at_id_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_created_at_id_idx').on(
      t.action,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_user_id_idx').on(
      t.actor_user_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // 'Buscar por quem' matches any part of the label: lib/text-match.ts folded() (same spelling).
    index('audit_log_actor_label_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.actor_label})) gin_trgm_ops`,
    ),
    // An LGPD erasure finds the entries about the erased person.
    index('audit_log_target_idx').on(t.target_type, t.target_id),
  ],
);
