import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';
import { jobs } from './jobs.ts';
import { activities, activityItems } from './content.ts';

/**
 * A professional-stage submission (video CV, activity 71, or simulated interview for a job, 72).
 * The analysis columns are written by the analysis pipeline; the stage module only reads them.
 */
export const auditions = pgTable(
  'auditions',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 36 }).notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().default(2),
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    job_id: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    file_key: text('file_key'),
    published: boolean('published').notNull().default(false),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    /** The transcript the browser's speech recognition produced, or the ASR server's. */
    transcript: text('transcript'),
    transcription_source: varchar('transcription_source', { length: 16 }),
    analysis_state: varchar('analysis_state', { length: 16 }),
    analysis_reason: text('analysis_reason'),
    gpt_avg: smallint('gpt_avg'),
    gpt_feedback: text('gpt_feedback'),
    criteria: jsonb('criteria'),
    notes: jsonb('notes'),
    scorer: varchar('scorer', { length: 16 }),
    comprehend_sentiment: varchar('comprehend_sentiment', { length: 16 }),
    /** JSON text in the Comprehend shape (Sentiment, SentimentScore). */
    comprehend_feedback: text('comprehend_feedback'),
    /** Emotion summary over the frames: counts, matches, per-frame entries. */
    face_summary: jsonb('face_summary'),
    dominant_emotion: varchar('dominant_emotion', { length: 16 }),
    dominant_emotion_confidence: real('dominant_emotion_confidence'),
    analysed_at: timestamp('analysed_at', { withTimezone: true }),
    /** The student's face-analysis choice when the video was sent: without it no frame is kept or scored. */
    face_analysis: boolean('face_analysis').notNull().default(true),
    /** The phrases with start_ms/end_ms (captions, delivery metrics). */
    transcript_segments: jsonb('transcript_segments'),
    /** Speech delivery measured by the analysis (contracts' deliverySchema). */
    delivery: jsonb('delivery'),
    ...timestamps,
  },
  (t) => [
    index('auditions_user_activity_idx').on(t.user_id, t.activity_id, t.created_at.desc()),
    // The video service shows one published video CV per student.
    uniqueIndex('auditions_one_published_cv_uq')
      .on(t.user_id)
      .where(sql`${t.published} AND ${t.activity_id} = 71`),
  ],
);

/** The five registered face photos of a student, one per pose. */
export const biometrics = pgTable(
  'biometrics',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pose: varchar('pose', { length: 8 }).notNull(),
    file_key: text('file_key').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('biometrics_user_pose_uq').on(t.user_id, t.pose)],
);

/** A frame captured while recording, compared with a registered photo. */
export const recognitions = pgTable(
  'recognitions',
  {
    id: serial('id').primaryKey(),
    audition_id: integer('audition_id')
      .notNull()
      .references(() => auditions.id, { onDelete: 'cascade' }),
    file_key: text('file_key').notNull(),
    recognition_feedback: text('recognition_feedback'),
    similarity: real('similarity'),
    emotion: varchar('emotion', { length: 16 }).notNull(),
    emotion_confidence: real('emotion_confidence').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recognitions_audition_id_idx').on(t.audition_id)],
);

/** A student's ticks on an activity's check items. */
export const itemChecks = pgTable(
  'item_checks',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => activityItems.id, { onDelete: 'cascade' }),
    checked_at: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.item_id] })],
);

/** The simulated-interview questions of a job, generated once and kept. */
export const interviewScripts = pgTable('interview_scripts', {
  id: serial('id').primaryKey(),
  job_id: integer('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  script: text('script').notNull(),
  generated_by: varchar('generated_by', { length: 16 }).notNull(),
  ...timestamps,
});

/**
 * Every signed upload link a student asked for, with the size it allows: the per-student hourly
 * limit counts them, and links not yet used reserve their size against the storage quota.
 */
export const stageUploadLinks = pgTable(
  'stage_upload_links',
  {
    key: text('key').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stage_upload_links_user_created_idx').on(t.user_id, t.created_at)],
);

/**
 * A student's consent to the processing of face images (LGPD art. 11): one row per version of the
 * consent text they accepted, with when. Signing an image upload needs the current version.
 */
export const biometricConsents = pgTable(
  'biometric_consents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 32 }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('biometric_consents_user_version_uq').on(t.user_id, t.version)],
);

/** The student's choices on the professional stage; no row means the defaults (face analysis on). */
export const stagePreferences = pgTable('stage_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  face_analysis: boolean('face_analysis').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
