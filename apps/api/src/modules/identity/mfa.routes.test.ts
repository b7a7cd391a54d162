import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { Session } from '@portal/contracts';
import { rateLimits, userTotp } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { browserSignIn, oidcEnv, startTestOidcProvider, type TestOidcProvider } from './oidc.test-helpers.ts';

let t: TestApp;
let op: TestOidcProvider;
let secret = '';
let recovery: string[] = [];
/**
 * A code the server has not seen: a step already used is refused (no replay), so the test forgets
 * the last one instead of waiting 30 s.
 */
const nextCode = async () => {
  await t.database.db.update(userTotp).set({ last_step: null });
  return generate({ secret });
};

const password = (pw = 'Empresa@123') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'rh@acme.com.br', password: pw } });
const second = (mfa_token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/mfa', payload: { mfa_token, code } });

beforeAll(async () => {
  op = await startTestOidcProvider({ clientId: 'portal', clientSecret: 'segredo-do-portal' });
  t = await createTestApp({ ...oidcEnv(op), LOGIN_MAX_FAILURES_PER_ACCOUNT: '4' });
});
afterAll(async () => {
  await t.close();
  await op.close();
});

describe('TOTP for staff', () => {
  it('is refused to students', async () => {
    const student = await loginAs(t.app, 'student');
    expect((await t.app.inject({ method: 'POST', url: '/api/mfa/totp', headers: student.headers })).statusCode).toBe(
      403,
    );
  });

  it('is set up with a first code and gives ten recovery codes', async () => {
    const rep = await loginAs(t.app, 'rep');
    const setup = await t.app.inject({ method: 'POST', url: '/api/mfa/totp', headers: rep.headers });
    expect(setup.statusCode).toBe(200);
    ({ secret } = setup.json() as { secret: string });
    expect((setup.json() as { otpauth_url: string }).otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/mfa/totp/verify',
      headers: rep.headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mfa/totp/verify',
      headers: rep.headers,
      payload: { code: await nextCode() },
    });
    expect(ok.statusCode).toBe(200);
    recovery = (ok.json() as { recovery_codes: string[] }).recovery_codes;
    expect(new Set(recovery).size).toBe(10);
    const status = await t.app.inject({ method: 'GET', url: '/api/mfa', headers: rep.headers });
    expect(status.json()).toEqual({ enabled: true, required: false });
  });

  it('counts wrong set-up codes toward the sign-in limit', async () => {
    const admin = await loginAs(t.app, 'admin');
    await t.app.inject({ method: 'POST', url: '/api/mfa/totp', headers: admin.headers });
    const verify = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/mfa/totp/verify', headers: admin.headers, payload: { code } });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await verify('222222')).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    await t.database.db.delete(rateLimits);
  });

  it('makes the password sign-in answer the code step, with no session', async () => {
    const res = await password();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json() as object).sort()).toEqual(['mfa_required', 'mfa_token']);
    const { mfa_token } = res.json() as { mfa_token: string };
    const code = await nextCode();
    const session = await second(mfa_token, code);
    expect(session.json()).toMatchObject({ type: 'bearer', role: 'representante_empresa' });
    // The step is spent, and so is the pending sign-in.
    expect((await second(mfa_token, code)).statusCode).toBe(400);
    const again = (await password()).json() as { mfa_token: string };
    expect((await second(again.mfa_token, code)).statusCode).toBe(422);
  });

  it('takes a recovery code once', async () => {
    const a = (await password()).json() as { mfa_token: string };
    expect((await second(a.mfa_token, recovery[0]!.toUpperCase())).statusCode).toBe(200);
    const b = (await password()).json() as { mfa_token: string };
    expect((await second(b.mfa_token, recovery[0]!)).statusCode).toBe(422);
  });

  it('counts wrong codes toward the sign-in limit', async () => {
    const { mfa_token } = (await password()).json() as { mfa_token: string };
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await second(mfa_token, '111111')).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    expect((await password()).statusCode).toBe(429);
    await t.database.db.delete(rateLimits);
  });

  it('asks the code after an institutional sign-in unless the provider did MFA (amr)', async () => {
    op.state.identity = { sub: 'rep-sso', email: 'rh@acme.com.br', email_verified: true, amr: ['pwd'] };
    const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });
    const asked = await exchange((await browserSignIn(t.app)).get('code')!);
    expect(asked.json()).toMatchObject({ mfa_required: true });
    op.state.identity = { ...op.state.identity, amr: ['pwd', 'mfa'] };
    const skipped = await exchange((await browserSignIn(t.app)).get('code')!);
    expect((skipped.json() as Session).type).toBe('bearer');
  });

  it('is turned off with the password', async () => {
    const { mfa_token } = (await password()).json() as { mfa_token: string };
    const session = (await second(mfa_token, await nextCode())).json() as Session;
    const headers = { authorization: `Bearer ${session.token}` };
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/mfa/totp',
      headers,
      payload: { password: 'Errada@123' },
    });
    expect(wrong.statusCode).toBe(422);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/mfa/totp',
      headers,
      payload: { password: 'Empresa@123' },
    });
    expect(off.statusCode).toBe(200);
    expect((await password()).json()).toMatchObject({ type: 'bearer' });
  });
});
