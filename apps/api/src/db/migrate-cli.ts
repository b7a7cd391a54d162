import { resolve } from 'node:path';
import { parseEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const env = parseEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } : { dataDir: resolve(env.DATA_DIR) },
);
await runMigrations(database);
await database.close();
console.info('migrations applied');
