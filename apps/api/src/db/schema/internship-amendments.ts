import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { agreements, internships } from './internships.ts';

/** The terms an amendment changes, as the API names them (docs/decisions/018-internships-tce.md#amendments). */
export interface AmendmentTerms {
  ends_on?: string;
  hours_per_day?: number;
  hours_per_week?: number;
  stipend_cents?: number;
  transport_aid_cents?: number;
  supervisor?: { name: string; email: string; position: string; education: string };
  activities?: string[];
}

/** A termo aditivo: the changes, the terms they replace, and the text's SHA-256 every party signs. */
export const internshipAmendments = pgTable(
  'internship_amendments',
  {
    id: serial('id').primaryKey(),
    internships_id: integer('internships_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    status: text('status').notNull().default('awaiting_signatures'),
    changes: jsonb('changes').$type<AmendmentTerms>().notNull(),
    previous: jsonb('previous').$type<AmendmentTerms>().notNull(),
    agreements_id: integer('agreements_id').references(() => agreements.id),
    terms_sha256: varchar('terms_sha256', { length: 64 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activated_at: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    unique('internship_amendments_number_key').on(t.internships_id, t.number),
    uniqueIndex('internship_amendments_open_key')
      .on(t.internships_id)
      .where(sql`${t.status} = 'awaiting_signatures'`),
    check('internship_amendments_status_check', sql`${t.status} IN ('awaiting_signatures', 'active')`),
  ],
);

/** One party's signature of an amendment, with the same evidence as the TCE's. */
export const internshipAmendmentSignatures = pgTable(
  'internship_amendment_signatures',
  {
    id: serial('id').primaryKey(),
    amendments_id: integer('amendments_id')
      .notNull()
      .references(() => internshipAmendments.id, { onDelete: 'cascade' }),
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
    unique('internship_amendment_signatures_party_key').on(t.amendments_id, t.party),
    check('internship_amendment_signatures_party_check', sql`${t.party} IN ('student', 'company', 'institution')`),
  ],
);

/** The frozen documents after the TCE (report, amendment, termo de realização), each with its code. */
export const internshipDocuments = pgTable(
  'internship_documents',
  {
    id: serial('id').primaryKey(),
    internships_id: integer('internships_id')
      .notNull()
      .references(() => internships.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The report's or amendment's id; the internship's for the termo de realização. */
    ref_id: integer('ref_id').notNull(),
    verification_code: varchar('verification_code', { length: 32 }).notNull(),
    storage_key: text('storage_key').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('internship_documents_ref_key').on(t.kind, t.ref_id),
    unique('internship_documents_code_key').on(t.verification_code),
    index('internship_documents_internships_id_idx').on(t.internships_id),
    check('internship_documents_kind_check', sql`${t.kind} IN ('report', 'amendment', 'completion')`),
  ],
);
