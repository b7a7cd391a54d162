import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, identityTickets, users } from '../../db/schema/index.ts';
import { createIdentityRepository } from './identity.repository.ts';
import type { Session } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { browserSignIn, oidcEnv, startTestOidcProvider, type TestOidcProvider } from './oidc.test-helpers.ts';

let op: TestOidcProvider;
let t: TestApp;

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });

beforeAll(async () => {
  op = await startTestOidcProvider({ clientId: 'portal', clientSecret: 'segredo-do-portal' });
  t = await createTestApp(oidcEnv(op));
});
afterAll(async () => {
  await t.close();
  await op.close();
});
beforeEach(() => {
  op.state.tamper = {};
});

describe('OIDC sign-in', () => {
  it('lists the provider for the sign-in screens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual([{ id: 'test', kind: 'oidc', label: 'Entrar com a universidade' }]);
  });

  it('sends state, nonce and PKCE S256 to the provider, with an HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start?redirect=//evil.example' });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin).toBe(op.issuer);
    for (const k of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(k)).toMatch(/.{20,}/);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/oidc/test/callback');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^portal_sso=.+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('signs a staff member in by verified e-mail, records the link, and audits it', async () => {
    op.state.identity = { sub: 'staff-1', email: 'RH@acme.com.br', email_verified: true };
    const back = await browserSignIn(t.app, t.app, { redirect: '//evil.example' });
    expect(back.get('next')).toBe('/');
    const res = await exchange(back.get('code')!);
    expect(res.statusCode).toBe(200);
    const session = res.json() as Session;
    expect(session).toMatchObject({ type: 'bearer', role: 'representante_empresa', name: 'Renata Horta' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.json()).toMatchObject({ email: 'rh@acme.com.br' });
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target_id, session.user_id));
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['identity.linked', 'login.success']));
    // Later sign-ins use the subject: the provider's e-mail no longer matters.
    op.state.identity = { sub: 'staff-1', email: 'outro@acme.com.br', email_verified: false };
    const again = await browserSignIn(t.app);
    expect((await exchange(again.get('code')!)).json()).toMatchObject({ user_id: session.user_id });
  });

  it('signs a student in by the RA claim with the body of /api/login-student', async () => {
    op.state.identity = { sub: 'aluno-1', ra: '2024001' };
    const back = await browserSignIn(t.app, t.app, { redirect: '/vagas' });
    expect(back.get('next')).toBe('/vagas');
    const session = (await exchange(back.get('code')!)).json() as Session;
    const password = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login-student',
        payload: { ra: '2024001', password: 'Aluno@1234' },
      })
    ).json() as Session;
    expect(Object.keys(session).sort()).toEqual(Object.keys(password).sort());
    expect(session).toMatchObject({ role: 'ALUNO', student_id: password.student_id });
  });

  it('signs a student in by the student e-mail', async () => {
    op.state.identity = { sub: 'aluno-2', email: 'bruno.lima@aluno.demo.edu.br', email_verified: true };
    const back = await browserSignIn(t.app);
    expect((await exchange(back.get('code')!)).json()).toMatchObject({
      role: 'ALUNO',
      name: expect.stringMatching(/Bruno/),
    });
  });

  it('creates no account: an unknown identity ends in not_linked', async () => {
    op.state.identity = { sub: 'ninguem', email: 'ninguem@example.org', email_verified: true };
    expect((await browserSignIn(t.app)).get('error')).toBe('not_linked');
    const found = await t.database.db.select().from(users).where(eq(users.email, 'ninguem@example.org'));
    expect(found).toEqual([]);
  });

  it('refuses an e-mail the provider did not verify', async () => {
    op.state.identity = { sub: 'nao-verificado', email: 'talentos@gamma.com.br', email_verified: false };
    expect((await browserSignIn(t.app)).get('error')).toBe('email_unverified');
  });

  it('refuses a deactivated account as passwords do', async () => {
    await t.database.db.execute(sql`update users set is_active = false where email = 'talentos@gamma.com.br'`);
    op.state.identity = { sub: 'gamma', email: 'talentos@gamma.com.br', email_verified: true };
    expect((await browserSignIn(t.app)).get('error')).toBe('disabled');
    await t.database.db.execute(sql`update users set is_active = true where email = 'talentos@gamma.com.br'`);
  });

  describe('refuses the provider answer', () => {
    beforeEach(() => {
      op.state.identity = { sub: 'admin-1', email: 'admin@demo.edu.br', email_verified: true };
    });
    it.each([
      ['a wrong nonce', { nonce: 'outro' }, 'nonce'],
      ['an id_token not signed by the issuer', { foreignKey: true }, 'token'],
      ['a wrong iss', { iss: 'http://127.0.0.1:1' }, 'token'],
      ['a wrong aud', { aud: 'outro-cliente' }, 'token'],
      ['an expired id_token', { exp: -600 }, 'token'],
    ])('%s', async (_, tamper, reason) => {
      op.state.tamper = tamper;
      expect((await browserSignIn(t.app)).get('error')).toBe(reason);
    });

    it('a wrong state', async () => {
      const back = await browserSignIn(t.app, t.app, { rewrite: (u) => u.searchParams.set('state', 'forjado') });
      expect(back.get('error')).toBe('state');
    });

    it('a callback from another browser (no cookie)', async () => {
      expect((await browserSignIn(t.app, t.app, { cookie: null })).get('error')).toBe('state');
      expect((await browserSignIn(t.app, t.app, { cookie: 'portal_sso=outro' })).get('error')).toBe('state');
    });

    it('an error from the provider', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/test/callback?error=access_denied&state=x',
      });
      expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('denied');
    });

    it('an unknown provider', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/outro/start' });
      expect(res.statusCode).toBe(302);
      expect(String(res.headers.location)).toBe('http://localhost:3000/auth/callback?error=provider');
    });
  });

  it('takes a code once, and not after 60 s', async () => {
    op.state.identity = { sub: 'admin-1', email: 'admin@demo.edu.br', email_verified: true };
    const code = (await browserSignIn(t.app)).get('code')!;
    expect((await exchange(code)).statusCode).toBe(200);
    expect((await exchange(code)).statusCode).toBe(400);
    const late = (await browserSignIn(t.app)).get('code')!;
    await t.database.db.execute(
      sql`update identity_tickets set expires_at = now() - interval '1 second' where kind = 'code'`,
    );
    expect((await exchange(late)).statusCode).toBe(400);
  });

  it('forgets sign-ins never finished once they expire (maintenance)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start' });
    await t.database.db.update(identityTickets).set({ expires_at: new Date(Date.now() - 1000) });
    await createIdentityRepository(t.database.db).pruneTickets();
    expect(await t.database.db.select().from(identityTickets)).toEqual([]);
  });
});
