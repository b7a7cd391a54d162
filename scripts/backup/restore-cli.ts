// `npm run restore -- <file>`: a backup of `npm run backup` into an empty DATA_DIR (or the empty
// database of DATABASE_URL) and an empty storage; checks checksums first and row counts after.
import { parseEnv } from '../../apps/api/src/env.ts';
import { createStorage } from '../../apps/api/src/providers/storage/create-storage.ts';
import { restore } from './portal-backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <file.tar.gz>');
  process.exit(2);
}
const env = parseEnv();
try {
  const manifest = await restore(env, createStorage(env), file);
  console.info(
    `restore: ${file}: ${Object.keys(manifest.database.rows).length} tables, ${manifest.files.length} file(s), counts match.`,
  );
} catch (err) {
  console.error(`restore: ${(err as Error).message}`);
  process.exit(1);
}
