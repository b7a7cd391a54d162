import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';

// Reference data: a retired row stays on the records that use it but is no longer offered
// (docs/decisions/017-career-office-screens.md). Names are unique ignoring case and accents.
const retiredAt = () => timestamp('retired_at', { withTimezone: true });
const nameKey = (table: string, name: unknown) =>
  uniqueIndex(`${table}_name_key_idx`).on(sql`public.immutable_unaccent(lower(${name}))`);

export const knowledgeAreas = pgTable(
  'knowledge_areas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull().unique(),
    retired_at: retiredAt(),
  },
  (t) => [nameKey('knowledge_areas', t.name)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull().unique(),
    id_knowledge_area: integer('id_knowledge_area').references(() => knowledgeAreas.id),
    retired_at: retiredAt(),
  },
  (t) => [nameKey('courses', t.name)],
);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  id_user: integer('id_user')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  ra: varchar('ra', { length: 32 }).notNull().unique(),
  id_course: integer('id_course').references(() => courses.id),
  profile: varchar('profile', { length: 280 }),
  profile_picture: text('profile_picture'),
  link_lattes: varchar('link_lattes', { length: 500 }),
  birthday: date('birthday'),
  phone: varchar('phone', { length: 32 }),
  cep: varchar('cep', { length: 16 }),
  state: varchar('state', { length: 32 }),
  city: varchar('city', { length: 120 }),
  address: varchar('address', { length: 255 }),
  number: varchar('number', { length: 32 }),
  periodo: varchar('periodo', { length: 32 }),
  situacao_periodo: varchar('situacao_periodo', { length: 64 }),
  /** E-mails on stage changes of the student's applications (interview invitations always go). */
  stage_emails: boolean('stage_emails').notNull().default(true),
  /** The secret of the shared resume's link; null: not shared (docs/decisions/016-security-hardening.md). */
  share_key: varchar('share_key', { length: 64 }),
  /** The shared resume shows the e-mail (the contact button). */
  share_email: boolean('share_email').notNull().default(false),
  /** Recorded as a person with disability: no 2-year limit on internships (Lei 11.788/2008 art. 11). */
  disability: boolean('disability').notNull().default(false),
  ...timestamps,
});

export const eventTypes = pgTable(
  'event_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull().unique(),
    retired_at: retiredAt(),
  },
  (t) => [nameKey('event_types', t.name)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    id_event_type: integer('id_event_type').references(() => eventTypes.id),
    title: varchar('title', { length: 255 }).notNull(),
    sponsor: varchar('sponsor', { length: 255 }).notNull(),
    started: date('started').notNull(),
    finished: date('finished').notNull(),
    certificate: text('certificate'),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    visible: smallint('visible').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('events_student_id_idx').on(t.student_id)],
);

export const professionalExperiences = pgTable(
  'professional_experiences',
  {
    id: serial('id').primaryKey(),
    company_name: varchar('company_name', { length: 255 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    state: varchar('state', { length: 32 }).notNull(),
    department: varchar('department', { length: 160 }).notNull(),
    role: varchar('role', { length: 160 }).notNull(),
    description: text('description').notNull(),
    started: date('started').notNull(),
    finished: date('finished'),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    visible: smallint('visible').notNull().default(1),
    /**
     * The completed internship this experience was made from (at most one each). The foreign key
     * (ON DELETE SET NULL) is in migration 0029: internships.ts imports this file.
     */
    internships_id: integer('internships_id'),
    ...timestamps,
  },
  (t) => [
    index('professional_experiences_student_id_idx').on(t.student_id),
    uniqueIndex('professional_experiences_internships_id_key').on(t.internships_id),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('skills_student_id_idx').on(t.student_id)],
);
