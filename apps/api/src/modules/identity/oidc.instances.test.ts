import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createMailer } from '../../providers/mail/mailer.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { browserSignIn, oidcEnv, startTestOidcProvider, type TestOidcProvider } from './oidc.test-helpers.ts';

/** Two API instances on one database: nothing of a sign-in lives in one process's memory. */
describe('OIDC across instances', () => {
  let op: TestOidcProvider;
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: Database | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'portal-oidc-b-'));

  beforeAll(async () => {
    op = await startTestOidcProvider({ clientId: 'portal', clientSecret: 'segredo-do-portal' });
    a = await createTestApp(oidcEnv(op));
    // On PostgreSQL B has its own connection; PGlite has one, shared as the processes would share the server.
    bDatabase = a.databaseUrl ? await openDatabase({ url: a.databaseUrl }) : undefined;
    b = await buildApp({
      env: a.env,
      database: bDatabase ?? a.database,
      logger: false,
      secret: TEST_SECRET,
      storage: createLocalStorage(join(dir, 'storage')),
      mailer: createMailer({ from: a.env.MAIL_FROM, outboxDir: join(dir, 'outbox'), log: { info: () => undefined } }),
    });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await bDatabase?.close();
    await a.close();
    await op.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts on A, comes back on B, exchanges the code on A, once', async () => {
    op.state.identity = { sub: 'multi', email: 'admin@demo.edu.br', email_verified: true };
    const back = await browserSignIn(a.app, b);
    const code = back.get('code')!;
    expect(code).toBeTruthy();
    const first = await a.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });
    expect(first.json()).toMatchObject({ type: 'bearer', role: 'admin' });
    const second = await b.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });
    expect(second.statusCode).toBe(400);
  });

  it('uses a state once, whichever instance sees it first', async () => {
    op.state.identity = { sub: 'multi', email: 'admin@demo.edu.br', email_verified: true };
    let replay = '';
    const back = await browserSignIn(a.app, b, { rewrite: (u) => (replay = `${u.pathname}${u.search}`) });
    expect(back.get('code')).toBeTruthy();
    const again = await a.app.inject({ method: 'GET', url: replay });
    expect(new URL(String(again.headers.location)).searchParams.get('error')).toBe('state');
  });
});
