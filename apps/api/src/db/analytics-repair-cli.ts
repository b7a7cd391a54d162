import { resolve } from 'node:path';
import { parseEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { createAnalyticsFacts } from '../modules/analytics/analytics.facts.ts';

/**
 * `npm run analytics:repair`: brings the indicators' summary back to a full recount of the
 * applications (docs/decisions/013-indicators.md) and prints how many rows it had to rewrite.
 */
const env = parseEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } : { dataDir: resolve(env.DATA_DIR) },
);
const rows = await createAnalyticsFacts(database.run).repair();
await database.close();
console.info(`indicators summary: ${rows} row(s) rewritten`);
