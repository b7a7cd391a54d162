// The app and database a bench runs against: the API built in-process on a throwaway data
// directory, and a fresh database on the bench's PostgreSQL server (pg-server.ts) or PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parseEnv, type Env } from '../../apps/api/src/env.ts';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { createLocalStorage } from '../../apps/api/src/providers/storage/local-storage.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { acceptStudentTerm } from '../../apps/api/src/test/test-app.ts';
import { benchPostgresUrl } from './pg-server.ts';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** A throwaway data directory and the test environment on it. */
export const benchEnv = (name: string, values: Record<string, string> = {}): { dir: string; env: Env } => {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  return { dir, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, ...values }) };
};

/** The API on `database`, files under `dir`, no mail and no log. */
export const buildBenchApp = (
  env: Env,
  database: Database,
  dir: string,
  options: Partial<Parameters<typeof buildApp>[0]> = {},
): Promise<BenchApp> =>
  buildApp({
    env,
    database,
    logger: false,
    secret: 'b'.repeat(40),
    mailer: { send: async () => undefined },
    storage: createLocalStorage(join(dir, 'storage')),
    ...options,
  });

export interface BenchDatabase {
  url: string;
  database: Database;
  /** PostgreSQL's version, as `show server_version` says it. */
  version: string;
  /** Closes the database and drops it. */
  drop: () => Promise<void>;
}

/** A new database `name_<pid>` on the bench's PostgreSQL server (an old one of that name is dropped). */
export const createBenchDatabase = async (
  name: string,
  options: { logQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<BenchDatabase> => {
  const adminUrl = benchPostgresUrl();
  const dbName = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const [row] = (await admin.query<{ server_version: string }>('show server_version')).rows;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString(), ...options });
  return {
    url: url.toString(),
    database,
    version: String(row?.server_version ?? '').split(' ')[0] ?? '',
    drop: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    },
  };
};

/**
 * The bearer header of a demo account: the student RA 2024001 (who accepts the current term, as
 * the web's dialog does, or every student route answers 403) or the first admin of `env`.
 */
export const benchHeaders = async (app: BenchApp, who: 'student' | { email: string; password: string }) => {
  const res = await app.inject(
    who === 'student'
      ? { method: 'POST', url: '/api/login-student', payload: { ra: '2024001', password: 'Aluno@1234' } }
      : { method: 'POST', url: '/api/login', payload: who },
  );
  if (res.statusCode !== 200) throw new Error(`bench sign-in answered ${res.statusCode} ${res.body.slice(0, 200)}`);
  const session = res.json() as { token: string; user_id: number };
  if (who === 'student') await acceptStudentTerm(app, session);
  return { authorization: `Bearer ${session.token}` };
};
