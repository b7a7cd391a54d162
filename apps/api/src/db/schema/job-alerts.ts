import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { students } from './students.ts';
import { jobs } from './jobs.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * A student's saved search. The criteria are kept as typed (shown and edited) and as the student
 * search's own terms, worked out once when saved: the matching statement then compares them with
 * the jobs' search columns exactly as the search does (docs/decisions/012-job-alerts.md).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    title: varchar('title', { length: 120 }),
    state: varchar('state', { length: 32 }),
    city: varchar('city', { length: 120 }),
    frequency: varchar('frequency', { length: 10 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Every title word as a stem prefix, and as a whole stem (the search's tiers). */
    title_prefix: tsquery('title_prefix'),
    title_whole: tsquery('title_whole'),
    /** The search's '%text%' fallback pattern on search_title, when the title allows one. */
    title_like: text('title_like'),
    /** The search's '%city%' pattern on search_city. */
    city_like: text('city_like'),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    /** Random, bound into the signed unsubscribe link: a deleted and re-created alert gets a new one. */
    unsubscribe_key: varchar('unsubscribe_key', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_student_id_idx').on(t.student_id),
    index('job_alerts_active_frequency_idx')
      .on(t.frequency)
      .where(sql`active`),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
  ],
);

/**
 * Which jobs each alert has found and when each was e-mailed: written before the e-mail, marked
 * after it, so a crash mid-run resends what was not marked and never a job twice.
 */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alert_id: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alert_id, t.job_id] }),
    index('job_alert_matches_unsent_idx')
      .on(t.alert_id)
      .where(sql`sent_at is null`),
    index('job_alert_matches_job_id_idx').on(t.job_id),
  ],
);
