// `npm run backup -- <file>` and `npm run restore -- <file>` (README, 'Cópias de segurança'): one
// .tar.gz with the database (PGlite's data-directory dump, or pg_dump's SQL for PostgreSQL), every
// stored file (DATA_DIR/storage or the S3 bucket) and manifest.json with row counts and SHA-256s.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { Env } from '../../apps/api/src/env.ts';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { CONTENT_TYPES, SAFE_KEY, type Storage } from '../../apps/api/src/providers/storage/storage.ts';

export interface Manifest {
  format: 1;
  created_at: string;
  database: { kind: 'pglite' | 'postgres'; file: string; sha256: string; rows: Record<string, number> };
  files: Array<{ key: string; size: number; sha256: string }>;
}

/** The folders the server stores files under (keys are `{folder}/.../{id}.{ext}`, storage.ts). */
export const STORAGE_FOLDERS = ['stage/', 'certificates/'];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Rows of every table of the portal's schema and the job queue's, by `schema.table`. */
export const rowCounts = async (database: Database): Promise<Record<string, number>> => {
  const tables = (await database.db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss') order by 1, 2`,
  )) as unknown as { rows: Array<{ s: string; t: string }> };
  const counts: Record<string, number> = {};
  for (const { s, t } of tables.rows) {
    const [row] = (
      (await database.db.execute(sql.raw(`select count(*)::int as n from "${s}"."${t}"`))) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    counts[`${s}.${t}`] = Number(row?.n ?? 0);
  }
  return counts;
};

/** Every stored key: the local folder walked, or each storage folder listed in the bucket. */
const storedKeys = async (env: Env, storage: Storage): Promise<string[]> => {
  if (env.STORAGE === 's3')
    return (await Promise.all(STORAGE_FOLDERS.map((f) => storage.list(f)))).flat().map((o) => o.key);
  const dir = join(resolve(env.DATA_DIR), 'storage');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((entry) =>
      relative(dir, join(dir, String(entry)))
        .split(sep)
        .join('/'),
    )
    .filter((key) => SAFE_KEY.test(key));
};

/** `databaseUrl`: the PostgreSQL database `database` is connected to (DATABASE_URL unless told). */
export const backup = async (
  env: Env,
  database: Database,
  storage: Storage,
  file: string,
  databaseUrl = env.DATABASE_URL,
): Promise<Manifest> => {
  const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  try {
    let dbFile: string;
    if (database.kind === 'pglite') {
      dbFile = 'database/pgdata.tar.gz';
      const dump = await database.pglite!.dumpDataDir('gzip');
      mkdirSync(join(work, 'database'), { recursive: true });
      writeFileSync(join(work, dbFile), Buffer.from(await dump.arrayBuffer()));
    } else {
      dbFile = 'database/portal.sql';
      mkdirSync(join(work, 'database'), { recursive: true });
      execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--file', join(work, dbFile), databaseUrl!]);
    }
    const files: Manifest['files'] = [];
    for (const key of (await storedKeys(env, storage)).sort()) {
      const stored = await storage.get(key);
      if (!stored) continue;
      const data = await buffer(stored.stream);
      mkdirSync(dirname(join(work, 'files', key)), { recursive: true });
      writeFileSync(join(work, 'files', key), data);
      files.push({ key, size: data.length, sha256: sha256(data) });
    }
    const manifest: Manifest = {
      format: 1,
      created_at: new Date().toISOString(),
      database: {
        kind: database.kind,
        file: dbFile,
        sha256: sha256(readFileSync(join(work, dbFile))),
        rows: await rowCounts(database),
      },
      files,
    };
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(resolve(file)), { recursive: true });
    execFileSync('tar', ['-czf', resolve(file), '-C', work, '.']);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/** The archive's manifest, after checking every file of it against its SHA-256. */
const unpack = (file: string, work: string): Manifest => {
  execFileSync('tar', ['-xzf', resolve(file), '-C', work]);
  const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const bad = [
    ...(sha256(readFileSync(join(work, manifest.database.file))) === manifest.database.sha256
      ? []
      : [manifest.database.file]),
    ...manifest.files.filter((f) => sha256(readFileSync(join(work, 'files', f.key))) !== f.sha256).map((f) => f.key),
  ];
  if (bad.length) throw new Error(`the backup is damaged: checksum differs for ${bad.join(', ')}`);
  return manifest;
};

/**
 * Brings a backup back into an empty data directory (PGlite) or an empty database (DATABASE_URL)
 * and an empty storage, then compares the row counts with the manifest's.
 */
export const restore = async (env: Env, storage: Storage, file: string): Promise<Manifest> => {
  const work = mkdtempSync(join(tmpdir(), 'portal-restore-'));
  try {
    const manifest = unpack(file, work);
    if ((await storedKeys(env, storage)).length) throw new Error('restore needs an empty storage');
    if (env.DATABASE_URL) {
      if (manifest.database.kind !== 'postgres') throw new Error('this backup holds an embedded (PGlite) database');
      const target = await openDatabase({ url: env.DATABASE_URL, poolMax: 1 });
      const used = Object.keys(await rowCounts(target).finally(() => target.close())).length;
      if (used) throw new Error('restore needs an empty database');
      execFileSync('psql', [
        '--quiet',
        '-v',
        'ON_ERROR_STOP=1',
        '-f',
        join(work, manifest.database.file),
        env.DATABASE_URL,
      ]);
    } else {
      if (manifest.database.kind !== 'pglite')
        throw new Error('this backup holds a PostgreSQL database: set DATABASE_URL');
      const pgdata = join(resolve(env.DATA_DIR), 'pgdata');
      if (existsSync(pgdata) && readdirSync(pgdata).length) throw new Error(`restore needs an empty ${pgdata}`);
      mkdirSync(pgdata, { recursive: true });
      const dump = new Blob([readFileSync(join(work, manifest.database.file))]);
      const pglite = await PGlite.create({ dataDir: pgdata, loadDataDir: dump, extensions: { unaccent, pg_trgm } });
      await pglite.close();
    }
    for (const f of manifest.files) {
      const ext = f.key.slice(f.key.lastIndexOf('.') + 1);
      await storage.put(
        f.key,
        readFileSync(join(work, 'files', f.key)),
        CONTENT_TYPES[ext] ?? 'application/octet-stream',
      );
    }
    const restored = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: 1 } : { dataDir: resolve(env.DATA_DIR) },
    );
    const rows = await rowCounts(restored).finally(() => restored.close());
    const differ = Object.keys(manifest.database.rows).filter((t) => rows[t] !== manifest.database.rows[t]);
    if (differ.length) throw new Error(`restored row counts differ in ${differ.join(', ')}`);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};
