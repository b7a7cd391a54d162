import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { parseEnv } from '../../apps/api/src/env.ts';
import { createMailer } from '../../apps/api/src/providers/mail/mailer.ts';
import { createStorage } from '../../apps/api/src/providers/storage/create-storage.ts';
import { createTestApp, loginAs, TEST_SECRET, type TestApp } from '../../apps/api/src/test/test-app.ts';
import { backup, restore, rowCounts, type Manifest } from './portal-backup.ts';

// A demo portal (every table the demo fills, a term signed, files under each storage folder)
// backed up, restored into another DATA_DIR, and compared: manifest checksums, row counts, files
// byte for byte, and the same API answers from an app on the restored data. With
// TEST_DATABASE_URL the portal is on that PostgreSQL server (pg_dump) and is restored into a new,
// empty database there (psql).
const server = process.env.TEST_DATABASE_URL;
const createdDatabases: string[] = [];
let t: TestApp;
let work: string;
let manifest: Manifest;
/** Where the second test restored to. */
let restoredEnv: ReturnType<typeof parseEnv>;
const FILES = {
  'stage/5/foto-rosto.png': Buffer.from('png bytes'),
  'certificates/1/certificado.pdf': Buffer.from('%PDF-1.4 x'),
};

beforeAll(async () => {
  t = await createTestApp();
  await loginAs(t.app, 'student');
  const storage = createStorage(t.env);
  for (const [key, data] of Object.entries(FILES)) await storage.put(key, data, 'application/octet-stream');
  work = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
  manifest = await backup(t.env, t.database, storage, join(work, 'portal.tar.gz'), t.databaseUrl);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
  if (!server || !createdDatabases.length) return;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  for (const name of createdDatabases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

/** Where a restore goes: an empty DATA_DIR, and on PostgreSQL an empty database of the same server. */
const restoreTarget = async (name: string) => {
  const base = { NODE_ENV: 'test', DATA_DIR: join(work, name), LOG_LEVEL: 'silent' };
  if (!server) return parseEnv(base);
  const database = `portal_restore_${name}_${process.pid}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  createdDatabases.push(database);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return parseEnv({ ...base, DATABASE_URL: url.toString() });
};

const answers = async (app: TestApp['app']) => {
  const admin = await loginAs(app, 'admin');
  const get = async (url: string) => (await app.inject({ url, headers: admin.headers })).json() as unknown;
  return {
    users: await get('/api/users?limit=100'),
    jobs: await get('/api/jobs?limit=100'),
    terms: await get('/api/terms/versions'),
    student: await get('/api/students/1'),
  };
};

describe('npm run backup / npm run restore', () => {
  it('writes a manifest with the row count of every table and a checksum of every file', async () => {
    expect(manifest.database.kind).toBe(server ? 'postgres' : 'pglite');
    expect(manifest.database.rows).toEqual(await rowCounts(t.database));
    expect(manifest.database.rows['public.term_signatures']).toBeGreaterThan(0);
    expect(manifest.files.map((f) => f.key).sort()).toEqual(Object.keys(FILES).sort());
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
  });

  it(
    'restores into an empty DATA_DIR the same rows, the same files and the same API answers',
    { timeout: 180_000 },
    async () => {
      const env = await restoreTarget('restored');
      restoredEnv = env;
      const storage = createStorage(env);
      const restored = await restore(env, storage, join(work, 'portal.tar.gz'));
      expect(restored.files.length).toBe(2);
      for (const [key, data] of Object.entries(FILES))
        expect(await buffer((await storage.get(key))!.stream)).toEqual(data);

      const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
      const app = await buildApp({
        env,
        database,
        logger: false,
        secret: TEST_SECRET,
        storage,
        mailer: createMailer({ from: env.MAIL_FROM, outboxDir: join(work, 'outbox'), log: { info: () => undefined } }),
      });
      try {
        expect(await rowCounts(database)).toEqual(manifest.database.rows);
        expect(await answers(app)).toEqual(await answers(t.app));
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('refuses to restore over a portal that is there already', async () => {
    const env = restoredEnv;
    await expect(restore(env, createStorage(env), join(work, 'portal.tar.gz'))).rejects.toThrow(/empty/);
  });
});
