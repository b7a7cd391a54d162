import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Session } from '@portal/contracts';
import pg from 'pg';
import { parseEnv, type Env } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { bootstrap } from '../db/seed/bootstrap.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { createMailer } from '../providers/mail/mailer.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { buildApp } from '../app.ts';
import { openFromTemplate } from './pglite-template.ts';
import { createFromServerTemplate } from './pg-template.ts';
import { SCRYPT } from '../lib/password.ts';
import { createJobQueue, type JobQueue } from '../queue/queue.ts';
import type { AnalysisProviders } from '../modules/analysis/analysis.pipeline.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  outboxDir: string;
  /** With `opts.queue`: the running job queue (workers in this process). */
  queue?: JobQueue;
  /** The test database on TEST_DATABASE_URL's server (for worker processes); none on PGlite. */
  databaseUrl?: string;
  /** The .eml files written so far, oldest first, with quoted-printable text decoded. */
  mails(): string[];
  close(): Promise<void>;
}

/** The HMAC secret of every test app (signed links, reset links). */
export const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');

/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database created on that PostgreSQL server and dropped afterwards.
 */
export const createTestApp = async (
  overrides: Record<string, string> = {},
  opts: {
    demo?: boolean;
    queue?: boolean | 'send';
    analysisProviders?: Partial<AnalysisProviders>;
    /** Sees every route as it registers (see AppDeps.onRoute). */
    onRoute?: (route: RouteOptions) => void;
  } = { demo: true },
): Promise<TestApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  // `npm test` runs its stages side by side on every core: at nice 19 the face worker got almost
  // no CPU beside them and its analyses timed out.
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', FACE_WORKER_NICE: '0', ...overrides });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDb: (() => Promise<void>) | undefined;
  let database: Database;
  let databaseUrl: string | undefined;
  const prepare = async (d: Database) => {
    await runMigrations(d);
    await bootstrap(d.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (opts.demo !== false) await seedDemo(d.db);
  };
  // The scrypt parameters are part of a template's key: its hashes are made with them.
  const templateKey = `${env.ADMIN_EMAIL}|${env.ADMIN_PASSWORD}|${opts.demo !== false}|${JSON.stringify(SCRYPT)}`;
  if (serverUrl) {
    const name = await createFromServerTemplate(serverUrl, templateKey, prepare);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = await openFromTemplate(templateKey, prepare);
  }
  const outboxDir = join(dir, 'outbox');
  // Only tests that need the analysis queue pay for pg-boss (its schema, its polling); 'send'
  // queues jobs for workers elsewhere (another process) and runs none here.
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const queue = opts.queue
    ? createJobQueue({ database, url: databaseUrl, log: quiet, maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS })
    : undefined;
  const app = await buildApp({
    env,
    database,
    queue,
    analysisProviders: opts.analysisProviders,
    onRoute: opts.onRoute,
    logger: false,
    secret: TEST_SECRET,
    // DATA_DIR/storage, or the bucket the overrides name (STORAGE=s3 on a test s3rver).
    storage: createStorage(env),
    mailer: createMailer({ from: env.MAIL_FROM, outboxDir, log: { info: () => undefined } }),
  });
  await app.ready();
  if (opts.queue === true) await queue?.start({ work: true, concurrency: 1, pollingIntervalSeconds: 0.5 });
  return {
    app,
    queue,
    databaseUrl,
    database,
    env,
    outboxDir,
    mails: () => {
      try {
        return readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => decodeMail(readFileSync(join(outboxDir, f), 'utf8')));
      } catch {
        return [];
      }
    },
    async close() {
      await queue?.stop();
      await app.close();
      await database.close();
      await dropDb?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Quoted-printable bodies and encoded-word headers, made readable for assertions. */
export const decodeMail = (eml: string): string => {
  const qp = (text: string) =>
    Buffer.from(
      text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return qp(eml).replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, w: string) => qp(w.replace(/_/g, ' ')));
};

/** Logs in through the API and answers the bearer header for the next calls. */
/** A student accepts the newest student term, as the web's dialog does (plugins/terms-gate.ts). */
export const acceptStudentTerm = async (app: FastifyInstance, session: { user_id: number; token: string }) => {
  const headers = { authorization: `Bearer ${session.token}` };
  const terms = (await app.inject({ url: '/api/terms', headers })).json() as Array<{ id: number; type: string }>;
  const newest = terms.filter((t) => t.type === 'aluno').sort((a, b) => b.id - a.id)[0];
  if (!newest) return;
  const res = await app.inject({
    method: 'POST',
    url: '/api/terms/sign',
    headers,
    payload: { user_id: session.user_id, term_id: newest.id },
  });
  if (res.statusCode !== 201) throw new Error(`accepting the term failed: ${res.statusCode} ${res.body}`);
};

/** Signs in as a demo account; a student has accepted the current term unless `acceptTerms` is false. */
export const loginAs = async (
  app: FastifyInstance,
  who: 'admin' | 'rep' | 'rep2' | 'inactive' | 'student' | 'student2',
  { acceptTerms = true }: { acceptTerms?: boolean } = {},
) => {
  const res =
    who === 'student' || who === 'student2'
      ? await app.inject({
          method: 'POST',
          url: '/api/login-student',
          payload: { ra: who === 'student' ? '2024001' : '2024002', password: 'Aluno@1234' },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: {
            email: {
              admin: 'admin@demo.edu.br',
              rep: 'rh@acme.com.br',
              rep2: 'talentos@gamma.com.br',
              inactive: 'pendente@beta.com.br',
            }[who],
            password: who === 'admin' ? 'Admin@12345' : 'Empresa@123',
          },
        });
  if (res.statusCode !== 200) throw new Error(`login as ${who} failed: ${res.statusCode} ${res.body}`);
  const session = res.json() as Session;
  if (acceptTerms && !session.has_terms && (who === 'student' || who === 'student2')) {
    await acceptStudentTerm(app, session);
    session.has_terms = true;
  }
  return { ...session, headers: { authorization: `Bearer ${session.token}` } };
};
