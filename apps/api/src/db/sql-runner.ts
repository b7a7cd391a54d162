import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

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
  /**
   * Each row as its columns' text, handed to `onRow` as it is read and never gathered: on
   * PostgreSQL no driver row object is built. For a long read (an export) whose rows must die
   * young; the statement casts its columns to text (docs/decisions/013-indicators.md).
   */
  eachRow(text: string, values: unknown[], onRow: (fields: Array<string | null>) => void): Promise<void>;
}

/**
 * A query that hands each data row's fields to a function instead of building a row object and
 * keeping it in a result: the driver's row objects of a big result all live together, and when V8
 * sees that it allocates every later one (from any query) straight into the old generation.
 */
class EachRowQuery extends pg.Query {
  error: unknown;

  constructor(
    text: string,
    values: unknown[],
    private readonly onRow: (fields: Array<string | null>) => void,
    callback: (error: Error | undefined) => void,
  ) {
    super({ text, values }, callback);
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    if (this.error) return;
    try {
      this.onRow(msg.fields);
    } catch (error) {
      this.error = error;
    }
  }
}

type LogQuery = ((query: string, params: unknown[]) => void) | undefined;

export const pgliteRunner = (client: PGlite, logQuery: LogQuery): SqlRunner => ({
  async query<T>(text: string, values: unknown[]) {
    logQuery?.(text, values);
    return (await client.query<T>(text, values)).rows;
  },
  async eachRow(text, values, onRow) {
    logQuery?.(text, values);
    const { rows } = await client.query<unknown[]>(text, values, { rowMode: 'array' });
    for (const row of rows) onRow(row.map((v) => (v === null ? null : String(v))));
  },
});

export const poolRunner = (pool: pg.Pool, logQuery: LogQuery): SqlRunner => ({
  async query<T>(text: string, values: unknown[], name?: string) {
    logQuery?.(text, values);
    return (await pool.query({ text, values, name })).rows as T[];
  },
  async eachRow(text, values, onRow) {
    logQuery?.(text, values);
    const client = await pool.connect();
    try {
      await new Promise<void>((resolve, reject) => {
        const query: EachRowQuery = new EachRowQuery(text, values, onRow, (error) =>
          error || query.error ? reject(error ?? query.error) : resolve(),
        );
        void client.query(query);
      });
    } finally {
      client.release();
    }
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
