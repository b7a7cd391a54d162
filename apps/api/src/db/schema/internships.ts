import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';
import { students } from './students.ts';
import { applications, companies } from './jobs.ts';

/** A convênio between the university and a company (docs/decisions/018-internships-tce.md). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    companies_id: integer('companies_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 64 }).notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    integration_agent_name: varchar('integration_agent_name', { length: 255 }),
    integration_agent_cnpj: varchar('integration_agent_cnpj', { length: 14 }),
    ...timestamps,
  },
  (t) => [
    index('agreements_companies_id_idx').on(t.companies_id, t.ends_on),
    index('agreements_ends_on_idx').on(t.ends_on),
    check('agreements_period_check', sql`${t.ends_on} >= ${t.starts_on}`),
  ],
);

/** A Termo de Compromisso de Estágio and the internship it governs (Lei 11.788/2008). */
export const internships = pgTable(
  'internships',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('draft'),
    kind: text('kind').notNull(),
    application_id: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** Null once the student's data is erased: a fully signed TCE is kept, detached (migration 0027). */
    students_id: integer('students_id').references(() => students.id, { onDelete: 'cascade' }),
    /** The student as the kept TCE names them, written when it is detached. */
    student_name: varchar('student_name', { length: 255 }),
    student_ra: varchar('student_ra', { length: 32 }),
    student_course: varchar('student_course', { length: 160 }),
    companies_id: integer('companies_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agreements_id: integer('agreements_id')
      .notNull()
      .references(() => agreements.id),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    hours_per_day: smallint('hours_per_day').notNull(),
    hours_per_week: smallint('hours_per_week').notNull(),
    stipend_cents: integer('stipend_cents').notNull().default(0),
    transport_aid_cents: integer('transport_aid_cents').notNull().default(0),
    insurer: varchar('insurer', { length: 160 }).notNull(),
    policy_number: varchar('policy_number', { length: 64 }).notNull(),
    supervisor_name: varchar('supervisor_name', { length: 255 }).notNull(),
    supervisor_email: varchar('supervisor_email', { length: 254 }).notNull(),
    supervisor_position: varchar('supervisor_position', { length: 160 }).notNull(),
    supervisor_education: varchar('supervisor_education', { length: 160 }).notNull(),
    advisor_name: varchar('advisor_name', { length: 255 }).notNull(),
    advisor_email: varchar('advisor_email', { length: 254 }).notNull(),
    activities: jsonb('activities').$type<string[]>().notNull(),
    verification_code: varchar('verification_code', { length: 32 }).notNull().unique(),
    /** SHA-256 of the terms' text every party signs, fixed when the TCE is sent for signatures. */
    terms_sha256: varchar('terms_sha256', { length: 64 }),
    /** The frozen PDF, written once when the last party signs. */
    document_key: text('document_key'),
    document_sha256: varchar('document_sha256', { length: 64 }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** The ending: early (terminated, any party) or at the end (completed, the company). */
    ended_on: date('ended_on', { mode: 'string' }),
    termination_reason: text('termination_reason'),
    terminated_at: timestamp('terminated_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completion_evaluation: text('completion_evaluation'),
    activities_summary: text('activities_summary'),
    ...timestamps,
  },
  (t) => [
    index('internships_students_id_idx').on(t.students_id, t.companies_id),
    index('internships_companies_id_idx').on(t.companies_id, t.id),
    index('internships_agreements_id_idx').on(t.agreements_id),
    index('internships_status_id_idx').on(t.status, t.id),
    index('internships_active_ends_on_idx')
      .on(t.ends_on)
      .where(sql`status = 'active'`),
    index('internships_supervisor_active_idx')
      .on(sql`lower(${t.supervisor_email})`)
      .where(sql`status = 'active'`),
    check(
      'internships_status_check',
      sql`${t.status} IN ('draft', 'awaiting_signatures', 'active', 'cancelled', 'terminated', 'completed')`,
    ),
    check('internships_kind_check', sql`${t.kind} IN ('mandatory', 'optional')`),
    check('internships_period_check', sql`${t.ends_on} >= ${t.starts_on}`),
    check('internships_student_kept', sql`${t.students_id} IS NOT NULL OR ${t.student_name} IS NOT NULL`),
  ],
);

/** One party's electronic signature with its evidence (Lei 14.063/2020 art. 4 I). */
export const internshipSignatures = pgTable(
  'internship_signatures',
  {
    id: serial('id').primaryKey(),
    internships_id: integer('internships_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    method: text('method').notNull().default('password'),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
    document_sha256: varchar('document_sha256', { length: 64 }).notNull(),
  },
  (t) => [
    unique('internship_signatures_party_key').on(t.internships_id, t.party),
    check('internship_signatures_party_check', sql`${t.party} IN ('student', 'company', 'institution')`),
  ],
);

/** An activity report due every 6 months and at the end (Lei 11.788/2008 art. 7 IV, art. 9 VII). */
export const internshipReports = pgTable(
  'internship_reports',
  {
    id: serial('id').primaryKey(),
    internships_id: integer('internships_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending'),
    activities: text('activities'),
    evaluation: text('evaluation'),
    comment: text('comment'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    evaluated_at: timestamp('evaluated_at', { withTimezone: true }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('internship_reports_due_key').on(t.internships_id, t.due_on),
    index('internship_reports_due_idx').on(t.status, t.due_on),
    check('internship_reports_status_check', sql`${t.status} IN ('pending', 'submitted', 'approved', 'returned')`),
  ],
);

/** Recess taken (art. 13), counted against the entitlement of the period. */
export const internshipRecesses = pgTable(
  'internship_recesses',
  {
    id: serial('id').primaryKey(),
    internships_id: integer('internships_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('internship_recesses_internships_id_idx').on(t.internships_id, t.starts_on),
    check('internship_recesses_period_check', sql`${t.ends_on} >= ${t.starts_on} AND ${t.days} > 0`),
  ],
);

/** A deadline reminder sent (docs/decisions/018-internships-tce.md#deadlines): its key makes it go once. */
export const internshipReminders = pgTable(
  'internship_reminders',
  {
    key: varchar('key', { length: 120 }).primaryKey(),
    kind: text('kind').notNull(),
    internships_id: integer('internships_id').references(() => internships.id, { onDelete: 'cascade' }),
    reports_id: integer('reports_id').references(() => internshipReports.id, { onDelete: 'cascade' }),
    /** When a run took it; a claim left unsent this long ago is taken again (the run died). */
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('internship_reminders_internships_id_idx').on(t.internships_id),
    index('internship_reminders_reports_id_idx').on(t.reports_id),
    check('internship_reminders_kind_check', sql`${t.kind} IN ('report_due', 'report_overdue', 'ending', 'digest')`),
  ],
);
