import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { createMailer } from '../providers/mail/mailer.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';
import { TEST_SECRET, type TestApp } from './test-app.ts';

/**
 * Another API instance on `a`'s database, with its own memory, files and outbox: on PostgreSQL its
 * own connection; on PGlite (one process) it shares `a`'s, as two processes share a server.
 */
export const startSecondInstance = async (a: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-b-'));
  const own = a.databaseUrl ? await openDatabase({ url: a.databaseUrl }) : undefined;
  const app = await buildApp({
    env: a.env,
    database: own ?? a.database,
    logger: false,
    secret: TEST_SECRET,
    storage: createLocalStorage(join(dir, 'storage')),
    mailer: createMailer({ from: a.env.MAIL_FROM, outboxDir: join(dir, 'outbox'), log: { info: () => undefined } }),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await own?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
