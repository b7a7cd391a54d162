import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { bootstrap, isEmpty } from './db/seed/bootstrap.ts';
import { seedDemo } from './db/seed/demo.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { removeStaleParts } from './providers/storage/local-storage.ts';
import { createStorage, s3Settings } from './providers/storage/create-storage.ts';
import { refusePublicBucket } from './providers/storage/s3-private-check.ts';
import type { S3Storage } from './providers/storage/s3-storage.ts';
import { resolveSecret } from './lib/secret.ts';
import { buildApp } from './app.ts';
import { createJobQueue } from './queue/queue.ts';
import { createLogStream } from './lib/log-stream.ts';
import { collectStartupGarbage } from './lib/startup-memory.ts';
import { startupPhases } from './lib/startup-phases.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Opens the database, migrates, bootstraps (and seeds demo data), then builds the app.
 * `clusterReady`: the embedded cluster's copy from its template, started before this module loaded.
 */
export const createServer = async (
  env: Env,
  clusterReady?: Promise<void>,
): Promise<{ app: FastifyInstance; database: Database }> => {
  const startedAt = new Date();
  const phases = startupPhases();
  const dataDir = resolve(env.DATA_DIR);
  const storageDir = join(dataDir, 'storage');
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : {
          dataDir,
          template: env.DB_CLUSTER_TEMPLATE && resolve(env.DB_CLUSTER_TEMPLATE),
          ready: clusterReady,
        },
  );
  phases.mark('database');
  await runMigrations(database);
  phases.mark('migrations');
  await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  phases.mark('bootstrap');
  const seed = env.SEED_DEMO && (await isEmpty(database.db));
  // One transaction: all demo data or none, and one commit instead of one per insert.
  if (seed) await database.db.transaction((tx) => seedDemo(tx));
  phases.mark('seed');
  const storage = createStorage(env);
  if (env.NODE_ENV === 'production' && env.STORAGE === 's3')
    await refusePublicBucket(s3Settings(env), storage as S3Storage, (message) => console.warn(message));
  const log = () => app.log;
  const queue = createJobQueue({
    database,
    url: env.DATABASE_URL,
    maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
    log: { info: (o, m) => log().info(o, m), warn: (o, m) => log().warn(o, m), error: (o, m) => log().error(o, m) },
  });
  const app: FastifyInstance = await buildApp({
    env,
    database,
    queue,
    secret: resolveSecret(env.SECRET_KEY, dataDir),
    storage,
    logStream: createLogStream(),
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist,
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      log: { info: (obj, msg) => console.info(msg, JSON.stringify(obj)) },
    }),
  });
  phases.mark('app');
  if (seed) app.log.info('demo data loaded');
  // Every job name has exactly one handler, or the server does not start.
  queue.check();
  // The queue starts once the server listens (pg-boss takes seconds on PGlite; the first 200 must
  // not wait). On PGlite the jobs always run here; on PostgreSQL unless QUEUE_WORK_IN_SERVER=false.
  const work = database.kind === 'pglite' || env.QUEUE_WORK_IN_SERVER;
  app.addHook('onListen', () => {
    phases.mark('listen');
    app.log.info({ phases: phases.report() }, 'start-up phases');
    // Uploads cut by a crash left temporary files: removed in the background (never one of ours).
    void removeStaleParts(storageDir, startedAt).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed the temporary files of interrupted uploads');
      },
      (err: unknown) => app.log.warn({ err: (err as Error).message }, 'could not sweep interrupted uploads'),
    );
    queue
      .start({ work, concurrency: env.ANALYSIS_CONCURRENCY, pollingIntervalSeconds: env.QUEUE_POLL_SECONDS })
      .then(() => {
        phases.mark('queue');
        collectStartupGarbage();
        phases.mark('gc');
        app.log.info({ phases: phases.report() }, 'start-up phases');
      })
      .catch((err: unknown) => app.log.error({ err: (err as Error).message }, 'job queue did not start'));
  });
  app.addHook('preClose', () => queue.stop());
  app.addHook('onClose', () => database.close());
  return { app, database };
};
