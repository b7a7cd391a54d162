import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An embedded cluster with every migration applied and the job queue's tables made, written by the
 * production build (`scripts/build-api.mjs`, `cluster-template-cli.ts`) as a plain data directory:
 * a fresh DATA_DIR starts from a copy of it instead of running initdb and creating pg-boss's
 * schema. A directory, not an archive: PGlite unpacking a tar.gz cost a second of processor time
 * and left the archive's buffers in the server (docs/decisions/014-scale-out.md).
 */
export const CLUSTER_TEMPLATE = fileURLToPath(new URL('../../dist/pgdata', import.meta.url));

/** A usable template: a cluster directory (PG_VERSION in it). */
export const isClusterTemplate = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/** `cpSync` in a worker thread: the copy takes another core while this one loads modules. */
const COPY = `const { cpSync, constants } = require('node:fs');
const { from, to } = require('node:worker_threads').workerData;
cpSync(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE });`;
const copyOffThread = (from: string, to: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(COPY, { eval: true, workerData: { from, to } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`template copy ended with ${code}`))));
  });

/**
 * Copies the template to `dataDir` (which must not hold a cluster): into a side directory first,
 * renamed when complete, so a start cut short never leaves half a cluster. Copies are reflinks
 * where the file system has them. Off the main thread: creating its 1,270 files took about 0.9 s
 * here, which the server spends loading its modules meanwhile (main.ts).
 */
export const copyClusterTemplate = async (template: string, dataDir: string): Promise<void> => {
  const part = `${dataDir}.part-${process.pid}`;
  await rm(part, { recursive: true, force: true });
  await copyOffThread(template, part);
  // Replaces at most an empty directory: anything in it makes the rename fail.
  await rename(part, dataDir);
};

/** `dataDir`/pgdata copied from the template, unless it holds a cluster already or there is no template. */
export const prepareClusterDir = async (dataDir: string, template: string | undefined): Promise<void> => {
  const pgdata = join(dataDir, 'pgdata');
  if (existsSync(join(pgdata, 'PG_VERSION')) || !template || !isClusterTemplate(template)) return;
  await mkdir(dataDir, { recursive: true });
  await copyClusterTemplate(template, pgdata);
};
