import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { templateVersion } from './pglite-template.ts';

/**
 * A new database on the test server, copied from a template database (`CREATE DATABASE ...
 * TEMPLATE`) that is migrated and seeded once per key instead of once per test file. The test
 * workers share the server: an advisory lock makes one of them build a missing template while the
 * others wait, and the template gets its name only when complete. Returns the new database's name.
 */
export const createFromServerTemplate = async (
  serverUrl: string,
  key: string,
  build: (database: Database) => Promise<void>,
): Promise<string> => {
  const template = `portal_tpl_${createHash('sha256').update(templateVersion(key)).digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        const part = `${template}_part`;
        await admin.query(`DROP DATABASE IF EXISTS ${part} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${part}`);
        const url = new URL(serverUrl);
        url.pathname = `/${part}`;
        const database = await openDatabase({ url: url.toString() });
        try {
          await build(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${part} RENAME TO ${template}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return name;
  } finally {
    await admin.end();
  }
};
