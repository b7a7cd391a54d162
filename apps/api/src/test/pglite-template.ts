import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client.ts';

const dbDir = fileURLToPath(new URL('../db/', import.meta.url));
const templatesDir = join(tmpdir(), 'portal-pglite-templates');

/** Every file under src/db (schema, migrations, seed): a change to any of them makes a new template. */
const sourceHash = (() => {
  let cached: string | undefined;
  return () => {
    if (cached) return cached;
    const hash = createHash('sha256');
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (!name.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
      }
    };
    walk(dbDir);
    cached = hash.digest('hex').slice(0, 16);
    return cached;
  };
})();

/** What a template depends on: the sources under src/db, the key, and the hour (demo dates are relative to now). */
export const templateVersion = (key: string): string =>
  `${sourceHash()}|${key}|${new Date().toISOString().slice(0, 13)}`;

/**
 * An in-memory PGlite started from a dumped template instead of an empty cluster: creating a
 * cluster costs about 4 s, loading a dump about 0.6 s of processor time (uncompressed: gzip added
 * 0.15 s to each load), and each API test file needs a fresh one.
 * The template is built once per key (and per hour, since the demo dates are relative to now),
 * kept in the OS temp dir, and written atomically so parallel workers never read half a file.
 */
export const openFromTemplate = async (
  key: string,
  build: (database: Database) => Promise<void>,
): Promise<Database> => {
  const file = join(
    templatesDir,
    `${createHash('sha256').update(templateVersion(key)).digest('hex').slice(0, 24)}.tar`,
  );
  if (existsSync(file)) return openDatabase({ memory: true, from: new Blob([readFileSync(file)]) });
  const database = await openDatabase({ memory: true });
  await build(database);
  const dump = await database.pglite!.dumpDataDir('none');
  mkdirSync(templatesDir, { recursive: true });
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  renameSync(part, file);
  // Templates are keyed by the hour: older ones are never read again (43 MB each, uncompressed).
  for (const name of readdirSync(templatesDir)) {
    const path = join(templatesDir, name);
    if (Date.now() - statSync(path).mtimeMs > 2 * 3_600_000) rmSync(path, { force: true });
  }
  return database;
};
