// `npm run backup -- <file>`: the database and every stored file of the portal the environment
// names (DATA_DIR or DATABASE_URL, STORAGE), in one .tar.gz with a manifest (portal-backup.ts).
import { resolve } from 'node:path';
import { parseEnv } from '../../apps/api/src/env.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { createStorage } from '../../apps/api/src/providers/storage/create-storage.ts';
import { backup } from './portal-backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run backup -- <file.tar.gz>');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: 2 } : { dataDir: resolve(env.DATA_DIR) },
);
try {
  const manifest = await backup(env, database, createStorage(env), file);
  const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
  console.info(`backup: ${file}: ${manifest.database.kind} database (${rows} rows), ${manifest.files.length} file(s).`);
} finally {
  await database.close();
}
