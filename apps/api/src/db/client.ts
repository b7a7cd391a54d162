import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { pgliteRunner, poolRunner, type SqlRunner } from './sql-runner.ts';
import { prepareClusterDir } from './cluster-template.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw client for the job queue and maintenance: PGlite instance or pg Pool. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Hand-written SQL for the hottest reads (sql-runner.ts). */
  run: SqlRunner;
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | { url: string; poolMax?: number }
  | { dataDir: string; template?: string; ready?: Promise<void> }
  | { memory: true; from?: Blob }
) & {
  /** Sees every SQL statement Drizzle sends (benchmarks count queries with it). */
  logQuery?: (query: string, params: unknown[]) => void;
};

/** PGlite keeps the data in DATA_DIR/pgdata; a URL switches to a PostgreSQL server. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  const logger = target.logQuery ? { logQuery: target.logQuery } : undefined;
  if ('url' in target) {
    // 20 by default: with 50 requests at once, 10 connections left requests queueing for one
    // (load bench on PostgreSQL, 20 s runs: p99 210-212 ms with 10, 194-202 ms with 20).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 20,
      connectionTimeoutMillis: 5000,
      // No JIT on the app's connections: the statements whose cost passes `jit_above_cost` (the
      // indicators' aggregates, alert matching) ran faster interpreted than compiled with LLVM
      // (docs/decisions/013-indicators.md, 012-job-alerts.md). Sent with the connection's start-up.
      options: '-c jit=off',
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return { db, kind: 'postgres', pool, run: poolRunner(pool, target.logQuery), close: () => pool.end() };
  }
  let dataDir: string | undefined;
  let loadDataDir: Blob | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    dataDir = join(target.dataDir, 'pgdata');
    // A new cluster starts from the build's migrated template, when there is one (cluster-template.ts);
    // `ready`: that copy was started earlier (main.ts).
    await (target.ready ?? prepareClusterDir(target.dataDir, target.template));
  }
  // `from`: a data directory dumped earlier (tests start from a migrated, seeded template).
  if ('from' in target) loadDataDir = target.from;
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { unaccent, pg_trgm, fuzzystrmatch },
    postgresqlconf: 'shared_buffers=8MB',
  });
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
  return { db, kind: 'pglite', pglite, run: pgliteRunner(pglite, target.logQuery), close: () => pglite.close() };
};
