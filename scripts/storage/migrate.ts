// `npm run storage:migrate`: copies DATA_DIR/storage into the bucket of STORAGE=s3 (S3_* settings),
// resumable (keys already in the bucket are skipped), and says how many it copied.
import { join, resolve } from 'node:path';
import { parseEnv } from '../../apps/api/src/env.ts';
import { createStorage } from '../../apps/api/src/providers/storage/create-storage.ts';
import { migrateLocalFiles } from '../../apps/api/src/providers/storage/storage-migrate.ts';

const env = parseEnv();
if (env.STORAGE !== 's3') {
  console.error('storage:migrate copies into the bucket: set STORAGE=s3 and the S3_* settings.');
  process.exit(1);
}
const from = join(resolve(env.DATA_DIR), 'storage');
const { copied, skipped } = await migrateLocalFiles(from, createStorage(env));
console.info(
  `storage:migrate: ${copied} file(s) copied from ${from} to bucket ${env.S3_BUCKET}, ${skipped} already there.`,
);
