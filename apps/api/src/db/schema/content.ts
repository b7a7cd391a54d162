import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';

export const orientations = pgTable(
  'orientations',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    access_link: varchar('access_link', { length: 1000 }).notNull(),
    banner_path: text('banner_path'),
    show: boolean('show').notNull().default(true),
    ...timestamps,
  },
  // The management title search matches any part of the title (lib/text-match.ts folded()).
  (t) => [
    index('orientations_title_trgm_idx').using('gin', sql`public.immutable_unaccent(lower(${t.title})) gin_trgm_ops`),
  ],
);

export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 16 }).notNull(),
  term_text: text('term_text').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termSignatures = pgTable(
  'term_signatures',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term_id: integer('term_id')
      .notNull()
      .references(() => terms.id),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.term_id] })],
);

/** Professional-stage activities (71 video CV, 72 simulated interview) and their check items. */
export const activities = pgTable('activities', {
  id: integer('id').primaryKey(),
  project_id: integer('project_id').notNull(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull(),
  ...timestamps,
});

export const activityItems = pgTable('activity_items', {
  id: serial('id').primaryKey(),
  activity_id: integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull(),
});
