import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * An embedded cluster with every migration applied, dumped by the production build
 * (`scripts/build-api.mjs`): a fresh DATA_DIR starts from it instead of running initdb, which
 * costs seconds and leaves its memory in the server process (docs/decisions/014-scale-out.md).
 */
export const CLUSTER_TEMPLATE = fileURLToPath(new URL('../../dist/pgdata.tar.gz', import.meta.url));

export const writeClusterTemplate = async (file = CLUSTER_TEMPLATE): Promise<void> => {
  const database = await openDatabase({ memory: true });
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed: a server starting meanwhile never reads half a file.
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  renameSync(part, file);
};

/** The template as PGlite loads it, or undefined when there is no such file. */
export const readClusterTemplate = (file: string): Blob | undefined =>
  existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
