import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { bootstrap, isEmpty } from './db/seed/bootstrap.ts';
import { seedDemo } from './db/seed/demo.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import { resolveSecret } from './lib/secret.ts';
import { buildApp } from './app.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Opens the database, migrates, bootstraps (and seeds demo data), then builds the app. */
export const createServer = async (env: Env): Promise<{ app: FastifyInstance; database: Database }> => {
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir });
  await runMigrations(database);
  await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  const seed = env.SEED_DEMO && (await isEmpty(database.db));
  if (seed) await seedDemo(database.db);
  const app = await buildApp({
    env,
    database,
    secret: resolveSecret(env.SECRET_KEY, dataDir),
    storage: createLocalStorage(join(dataDir, 'storage')),
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist,
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      log: { info: (obj, msg) => console.info(msg, JSON.stringify(obj)) },
    }),
  });
  if (seed) app.log.info('demo data loaded');
  app.addHook('onClose', () => database.close());
  return { app, database };
};
