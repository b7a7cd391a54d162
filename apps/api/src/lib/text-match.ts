import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so the typed text matches literally (backslash is LIKE's default escape). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The case- and accent-free form of a column. The trigram indexes of migration 0006 are built on
 * exactly this expression, so a query must spell it the same way for the planner to use them.
 */
export const folded = (column: AnyColumn): SQL => sql`public.immutable_unaccent(lower(${column}))`;

/**
 * The column contains the text anywhere, ignoring case and accents ('joao' finds 'João'). A GIN
 * trigram index on folded(column) serves it from three characters on.
 */
export const containsFolded = (column: AnyColumn, text: string): SQL =>
  sql`${folded(column)} like '%' || public.immutable_unaccent(lower(${escapeLike(text)})) || '%'`;
