// `npm run worker`: a process that only runs queued jobs (the analysis of submissions, stage e-mails), for
// PostgreSQL deployments; start as many as the load needs, on any machine that sees the same
// database and file storage. The web server migrates the database; start it first.
import { join, resolve } from 'node:path';
import { parseEnv, type Env } from './env.ts';
import { openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { createFaceAnalyser } from './providers/face/face-analyser.ts';
import { createAnalysis } from './modules/providers.ts';
import { ignoreBrokenStdio } from './lib/log-stream.ts';
import { maintenanceJob } from './jobs/maintenance.job.ts';
import { retentionTasks } from './jobs/retention.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAnalyticsFacts } from './modules/analytics/analytics.facts.ts';
import { createScheduledJobs } from './modules/scheduled-jobs.ts';
import { createClock } from './lib/clock.ts';
import { createPipelineRepository } from './modules/pipeline/pipeline.repository.ts';
import { createStageMailer } from './modules/pipeline/pipeline.jobs.ts';
import { resolveSecret } from './lib/secret.ts';
import { createUploadsRepository } from './modules/stage/uploads/uploads.repository.ts';
import { createUploadCleanup } from './modules/stage/uploads/upload-cleanup.ts';
import { createInternshipMailer } from './modules/internships/internships.jobs.ts';
import { createInternshipsRepository } from './modules/internships/internships.repository.ts';

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

const line = (level: string) => (obj: object, msg: string) =>
  console.log(JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg, ...obj }));
const log = { info: line('info'), warn: line('warn'), error: line('error') };
const dataDir = resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
const queue = createJobQueue({
  database,
  url: env.DATABASE_URL,
  log,
  maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
});
const faceAnalyser = createFaceAnalyser({ nice: env.FACE_WORKER_NICE });
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox'), log });
const storage = createStorage(env);
createAnalysis({ env, db: database.db, log, queue, faceAnalyser, storage, mailer });
createScheduledJobs({
  env,
  db: database.db,
  run: database.run,
  mailer,
  clock: createClock(env.CLOCK_OFFSET_FILE),
  secret: resolveSecret(env.SECRET_KEY, dataDir),
  log,
}).define(queue);
// The hiring pipeline's e-mails (stage changes, interview invitations).
queue.define(
  createStageMailer({
    repo: createPipelineRepository(database.db),
    mailer,
    appUrl: env.APP_URL,
    mailFrom: env.MAIL_FROM,
  }).job,
);
// The internship signing e-mails (docs/decisions/018-internships-tce.md).
queue.define(
  createInternshipMailer({ repo: createInternshipsRepository(database.db), mailer, appUrl: env.APP_URL }).job,
);
// The worker takes its share of the cluster's housekeeping (the embedded database has no workers).
const removeUnattachedUploads = createUploadCleanup({ repo: createUploadsRepository(database.db), storage });
queue.define(
  maintenanceJob(
    [
      () => createAuthRepository(database.db).deleteExpiredTokens(),
      async () => {
        const rows = await createAnalyticsFacts(database.run).repair();
        if (rows) log.warn({ rows }, 'indicators summary repaired');
      },
      ...retentionTasks(database.db, env, log),
      async () => void (await removeUnattachedUploads()),
    ],
    env.MAINTENANCE_CRON,
  ),
);
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
    .then(() => faceAnalyser.close())
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
