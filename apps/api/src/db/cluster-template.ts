import { constants, cpSync, existsSync, renameSync, rmSync } from 'node:fs';
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

/**
 * Copies the template to `dataDir` (which must not hold a cluster): into a side directory first,
 * renamed when complete, so a start cut short never leaves half a cluster. Copies are reflinks
 * where the file system has them.
 */
export const copyClusterTemplate = (template: string, dataDir: string): void => {
  const part = `${dataDir}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  cpSync(template, part, { recursive: true, mode: constants.COPYFILE_FICLONE });
  // Replaces at most an empty directory: anything in it makes the rename fail.
  renameSync(part, dataDir);
};
