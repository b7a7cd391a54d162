// `npm run worker`: a process that only runs queued jobs (the analysis of submissions, stage e-mails), for
// PostgreSQL deployments; start as many as the load needs, on any machine that sees the same
// database and file storage. The web server migrates the database; start it first.
import { pino } from 'pino';
import { parseEnv, type Env } from './env.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './queue/queue.ts';
import { ignoreBrokenStdio } from './lib/log-stream.ts';
import { createPlatform, resourcesFrom } from './platform.ts';

ignoreBrokenStdio();

let env: Env;
try {
  env = parseEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (!env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: on the embedded database the server runs the jobs itself.');
  process.exit(1);
}

// The server's logger (pino, JSON lines on stdout) at the same level.
const log = pino({ level: env.LOG_LEVEL });
const database = await openDatabase({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
const queue = createJobQueue({
  database,
  url: env.DATABASE_URL,
  log,
  maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
});
// The same platform as the server: every module's jobs, the maintenance job with every task.
const platform = createPlatform(env, { database, queue, log, ...resourcesFrom(env, log) });
queue.check();
await queue.start({
  work: true,
  concurrency: env.ANALYSIS_CONCURRENCY,
  pollingIntervalSeconds: env.QUEUE_POLL_SECONDS,
});
log.info({ concurrency: env.ANALYSIS_CONCURRENCY }, 'worker started');

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'worker stopping');
  setTimeout(() => process.exit(1), 8_000).unref();
  // Running jobs get the queue's grace period; what is left is failed and retried elsewhere.
  queue
    .stop()
    .then(() => platform.close())
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
