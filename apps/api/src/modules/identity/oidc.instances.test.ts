import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSecondInstance } from '../../test/second-instance.ts';
import { browserSignIn, oidcEnv, startTestOidcProvider, type TestOidcProvider } from './oidc.test-helpers.ts';

/** Two API instances on one database: nothing of a sign-in lives in one process's memory. */
describe('OIDC across instances', () => {
  let op: TestOidcProvider;
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    op = await startTestOidcProvider({ clientId: 'portal', clientSecret: 'segredo-do-portal' });
    a = await createTestApp(oidcEnv(op));
    ({ app: b, close: closeB } = await startSecondInstance(a));
  });
  afterAll(async () => {
    await closeB();
    await a.close();
    await op.close();
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
