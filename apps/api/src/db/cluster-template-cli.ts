import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLUSTER_TEMPLATE } from './cluster-template.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { parseEnv } from '../env.ts';
import { buildApp } from '../app.ts';
import { createJobQueue, type JobQueue } from '../queue/queue.ts';
import { createMailer } from '../providers/mail/mailer.ts';
import { createStorage } from '../providers/storage/create-storage.ts';

/**
 * Run by `scripts/build-api.mjs` after bundling: writes apps/api/dist/pgdata/, the migrated
 * cluster with pg-boss's schema and one queue per job of the app (made by pg-boss from the app's
 * own definitions, so their policies are the server's). Schedules are left out: the server
 * schedules its crons at start from its settings.
 */
const work = mkdtempSync(join(tmpdir(), 'portal-template-'));
const database = await openDatabase({ memory: true });
await runMigrations(database);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const queue = createJobQueue({ database, log: silent });
const withoutCron: JobQueue = { ...queue, define: (d) => queue.define({ ...d, cron: undefined }) };
const env = parseEnv({ DATA_DIR: work, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const app = await buildApp({
  env,
  database,
  queue: withoutCron,
  secret: 'cluster-template',
  storage: createStorage(env),
  mailer: createMailer({ from: env.MAIL_FROM, outboxDir: join(work, 'outbox'), log: silent }),
  logger: false,
});
queue.check();
await queue.start({ work: false, concurrency: 0 });
await queue.stop();
await app.close();
const dump = await database.pglite!.dumpDataDir('none');
await database.close();
rmSync(work, { recursive: true, force: true });
// Unpacked by PGlite into a side directory, then put in place: a server starting meanwhile copies
// either the old template or the new one.
mkdirSync(dirname(CLUSTER_TEMPLATE), { recursive: true });
const part = `${CLUSTER_TEMPLATE}.part-${process.pid}`;
const old = `${CLUSTER_TEMPLATE}.old-${process.pid}`;
const unpacked = await PGlite.create({ dataDir: part, loadDataDir: dump });
await unpacked.close();
if (existsSync(CLUSTER_TEMPLATE)) renameSync(CLUSTER_TEMPLATE, old);
renameSync(part, CLUSTER_TEMPLATE);
rmSync(old, { recursive: true, force: true });
rmSync(`${dirname(CLUSTER_TEMPLATE)}/pgdata.tar.gz`, { force: true });
console.info(`cluster template written: ${CLUSTER_TEMPLATE}`);
