import { index, integer, jsonb, numeric, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './users.ts';
import { students } from './students.ts';

/**
 * Complementary-activity hours per student and modality, used when no university gateway is
 * configured; filled by the demo data and the admin CSV import.
 */
export const complementaryActivities = pgTable(
  'complementary_activities',
  {
    id: serial('id').primaryKey(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    descricao: varchar('descricao', { length: 160 }).notNull(),
    carga_horaria_aproveitada: numeric('carga_horaria_aproveitada', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    carga_horaria_maxima: numeric('carga_horaria_maxima', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    ...timestamps,
  },
  (t) => [unique('complementary_activities_student_descricao_uq').on(t.student_id, t.descricao)],
);

/**
 * LGPD requests (data export and deletion): who asked, when, for which student, from which
 * address. Only ids, no personal data, and no foreign keys so the record outlives the deletion.
 */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: serial('id').primaryKey(),
    action: varchar('action', { length: 32 }).notNull(),
    actor_user_id: integer('actor_user_id').notNull(),
    student_id: integer('student_id').notNull(),
    subject_user_id: integer('subject_user_id').notNull(),
    ip: varchar('ip', { length: 64 }),
    details: jsonb('details'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_audit_student_id_idx').on(t.student_id)],
);
