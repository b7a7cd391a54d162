import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import type { JobDefinition } from './registry.ts';

/** A fresh database for queue tests: in-memory PGlite, or a new one on TEST_DATABASE_URL's server. */
export const openTestDatabase = async (): Promise<{ database: Database; url?: string; drop(): Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const name = `portal_q_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};

export { quietLogger as quietLog } from '../lib/logger.ts';

export const waitFor = async <T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
  stepMs = 100,
): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
};

/** Handlers that do nothing for the scheduled jobs, so a queue test's registry is complete. */
export const idleScheduledJobs = (): JobDefinition[] =>
  (['close-jobs', 'job-alerts-instant', 'job-alerts-digest', 'internship-deadlines'] as const).map((name) => ({
    name,
    policy: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
    handler: async () => undefined,
  }));
