import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Hand-written SQL straight to the driver, for the few hottest reads (student search and cards):
 * Drizzle's query building and row mapping cost more JavaScript than those queries cost the
 * database (docs/decisions/010). Rows come back as objects keyed by column alias.
 */
export interface SqlRunner {
  /**
   * `name` makes it a prepared statement on PostgreSQL (parsed and planned once per connection;
   * only for statements whose plan does not depend on the values). PGlite ignores it.
   */
  query<T>(text: string, values: unknown[], name?: string): Promise<T[]>;
}

type LogQuery = ((query: string, params: unknown[]) => void) | undefined;

export const pgliteRunner = (client: PGlite, logQuery: LogQuery): SqlRunner => ({
  async query<T>(text: string, values: unknown[]) {
    logQuery?.(text, values);
    return (await client.query<T>(text, values)).rows;
  },
});

export const poolRunner = (pool: pg.Pool, logQuery: LogQuery): SqlRunner => ({
  async query<T>(text: string, values: unknown[], name?: string) {
    logQuery?.(text, values);
    return (await pool.query({ text, values, name })).rows as T[];
  },
});

/** Numbered parameters, in the order the SQL text asks for them. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A hand-written statement with numbered parameters, as a Drizzle SQL object (to run inside a
 * transaction). Each value stays one parameter, arrays included.
 */
export const drizzleSql = (text: string, values: unknown[]): SQL =>
  sql.join(
    text
      .split(/(\$\d+)/)
      .map((part) => (/^\$\d+$/.test(part) ? sql.param(values[Number(part.slice(1)) - 1]) : sql.raw(part))),
    sql.raw(''),
  );
