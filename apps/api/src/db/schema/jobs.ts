import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';
import { knowledgeAreas, students } from './students.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const contractTypes = pgTable('contract_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  ...timestamps,
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    cnpj: varchar('cnpj', { length: 14 }),
    numero_registro: varchar('numero_registro', { length: 64 }),
    about: text('about').notNull(),
    area: varchar('area', { length: 160 }).notNull(),
    email_curriculum: varchar('email_curriculum', { length: 254 }),
    site: varchar('site', { length: 500 }),
    employees_number: integer('employees_number').notNull().default(0),
    cover_image: text('cover_image'),
    logo_image: text('logo_image'),
    ...timestamps,
  },
  (t) => [index('companies_user_id_idx').on(t.user_id), index('companies_name_id_idx').on(t.name, t.id)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    status: smallint('status').notNull().default(1),
    knowledge_areas_id: integer('knowledge_areas_id').references(() => knowledgeAreas.id),
    contract_types_id: integer('contract_types_id').references(() => contractTypes.id),
    state: varchar('state', { length: 32 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    remuneration_initial: numeric('remuneration_initial', { precision: 12, scale: 2 }),
    remuneration_final: numeric('remuneration_final', { precision: 12, scale: 2 }),
    department: varchar('department', { length: 160 }),
    experience_level: varchar('experience_level', { length: 120 }),
    work_mode: varchar('work_mode', { length: 60 }),
    employment_type: varchar('employment_type', { length: 60 }),
    description: text('description').notNull(),
    assignments: text('assignments'),
    requirements: text('requirements'),
    additional_info: text('additional_info'),
    companies_id: integer('companies_id')
      .notNull()
      .references(() => companies.id),
    /** When the job last stopped being open; kept by a trigger (migration 0009, docs/decisions/013). */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** Open through this day in the portal's time zone (PORTAL_TIME_ZONE) (docs/decisions/012-job-alerts.md). */
    closes_at: date('closes_at', { mode: 'string' }),
    /** When the periodic task closed the job and told the company. */
    closed_notice_at: timestamp('closed_notice_at', { withTimezone: true }),
    ...timestamps,
    // Student search (migration 0003 creates public.immutable_unaccent): the database keeps these
    // in step with title and city. The vector holds both the accented and the unaccented stems, as
    // the Portuguese stemmer reduces 'Programação' to 'program' but 'programacao' to 'programaca'.
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('portuguese'::regconfig, title) || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(title))`,
    ),
    search_title: text('search_title').generatedAlwaysAs(sql`public.immutable_unaccent(lower(title))`),
    search_city: text('search_city').generatedAlwaysAs(sql`public.immutable_unaccent(lower(city))`),
    // Relevance (migration 0024, docs/decisions/020-search-relevance.md): a trigger keeps the
    // area's and the company's names here, and the weighted vector holds title (A), them (B) and
    // the description (D). Triggers also add every word to search_words.
    search_extra: text('search_extra').notNull().default(''),
    search_document: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('portuguese'::regconfig, title) || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(title)), 'A') || setweight(to_tsvector('portuguese'::regconfig, search_extra) || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(search_extra)), 'B') || setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(description)), 'D')`,
    ),
  },
  (t) => [
    index('jobs_companies_id_idx').on(t.companies_id),
    index('jobs_status_created_at_idx').on(t.status, t.created_at),
    // The staff list pages through every job, newest first.
    index('jobs_created_at_id_idx').on(t.created_at.desc(), t.id.desc()),
    // Students see open jobs only, newest first: migration 0008 creates
    // jobs_open_search_covering_idx on (created_at DESC, id DESC) WHERE status = 1, INCLUDE-ing the
    // search columns (Drizzle cannot declare INCLUDE). A common word is counted and paged by an
    // index-only scan instead of reading the wide job rows (docs/decisions/006).
    // Lets a state filter meet the search indexes in a bitmap AND, instead of rechecking every match.
    index('jobs_open_state_idx')
      .on(t.state)
      .where(sql`status = 1`),
    // The periodic task finds the open jobs whose date has passed.
    index('jobs_open_closes_at_idx')
      .on(t.closes_at)
      .where(sql`status = 1 and closes_at is not null`),
    index('jobs_search_vector_idx').using('gin', t.search_vector),
    index('jobs_search_title_trgm_idx').using('gin', t.search_title.op('gin_trgm_ops')),
    index('jobs_search_city_trgm_idx').using('gin', t.search_city.op('gin_trgm_ops')),
    index('jobs_search_document_idx').using('gin', t.search_document),
    // 'Vagas para você' walks an area's and a city's open jobs newest first (migration 0030).
    index('jobs_open_area_created_idx')
      .on(t.knowledge_areas_id, t.created_at.desc())
      .where(sql`status = 1`),
    index('jobs_open_city_created_idx')
      .on(t.state, t.search_city, t.created_at.desc())
      .where(sql`status = 1`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    hired: boolean('hired').notNull().default(false),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    /** When the student was hired; kept by a trigger (migrations 0009 and 0013, docs/decisions/013). */
    hired_at: timestamp('hired_at', { withTimezone: true }),
    // The hiring pipeline (docs/decisions/011-hiring-pipeline.md). A trigger of migration 0011
    // keeps `hired` and `stage` in step, so `PUT /hired` (docs/spec/07-api.md) and the stage moves agree.
    stage: text('stage').notNull().default('received'),
    stage_updated_at: timestamp('stage_updated_at', { withTimezone: true }).notNull().defaultNow(),
    resume_viewed_at: timestamp('resume_viewed_at', { withTimezone: true }),
    interview_starts_at: timestamp('interview_starts_at', { withTimezone: true }),
    interview_duration_minutes: integer('interview_duration_minutes'),
    interview_location: varchar('interview_location', { length: 300 }),
    /** SEQUENCE of the last invitation sent: an update or a cancellation goes out with a higher one. */
    ics_sequence: integer('ics_sequence').notNull().default(0),
    /** UID of the calendar event, kept across reschedules so calendars update the same event. */
    ics_uid: varchar('ics_uid', { length: 120 }),
    rejection_reason: varchar('rejection_reason', { length: 300 }),
    rejection_message: varchar('rejection_message', { length: 1000 }),
    ...timestamps,
  },
  (t) => [
    unique('applications_job_student_uq').on(t.job_id, t.student_id),
    index('applications_student_id_idx').on(t.student_id),
    // Indicadores read the applications of a period, and the export pages through them in this order.
    index('applications_created_at_id_idx').on(t.created_at, t.id),
    // The board pages one job's applicants per stage, newest first.
    index('applications_job_stage_created_idx').on(
      t.job_id,
      t.stage,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'applications_stage_check',
      sql`${t.stage} in ('received', 'in_review', 'interview', 'hired', 'rejected', 'withdrawn')`,
    ),
  ],
);

/** Every stage an application went through: who moved it, when, why; the e-mail it owes. */
export const applicationStageHistory = pgTable(
  'application_stage_history',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by_role: text('by_role').notNull(),
    /** No foreign key: the entry outlives the account that acted (as the audit log does). */
    by_user_id: integer('by_user_id'),
    reason: varchar('reason', { length: 300 }),
    message: varchar('message', { length: 1000 }),
    /** The calendar part of this entry's e-mail: REQUEST (invite, update) or CANCEL; null without one. */
    ics_method: text('ics_method'),
    ics_sequence: integer('ics_sequence'),
    /** Set by the 'stage-mail' job once sent: a retried or duplicated job sends nothing twice. */
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('application_stage_history_app_idx').on(t.application_id, t.at, t.id),
    check('application_stage_history_by_role_check', sql`${t.by_role} in ('student', 'company', 'admin')`),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bookmarks_student_job_uq').on(t.student_id, t.job_id), index('bookmarks_job_id_idx').on(t.job_id)],
);
