import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every word of the jobs' titles, areas, companies and descriptions (accent- and case-free), kept
 * by triggers of migration 0024: typo tolerance and suggestions pick their words here
 * (docs/decisions/020-search-relevance.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  // A word's typo candidates are looked for among the words of about its length.
  index('search_words_length_idx').on(sql`length(${t.word})`),
]);

/**
 * A group of terms the office considers the same for the search and the alerts ('dev',
 * 'desenvolvedor'): as typed, and accent- and case-free with single spaces (what the search looks up).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    terms: text('terms').array().notNull(),
    normalized: text('normalized').array().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_synonyms_normalized_idx').using('gin', t.normalized)],
);
