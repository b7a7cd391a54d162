import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { fingerprint, signReset } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const waitForMail = (count: number): Promise<string[]> =>
  vi.waitFor(
    () => {
      const mails = t.mails();
      expect(mails.length, `expected ${count} mails`).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 5000, interval: 20 },
  );

/** The link in a quoted-printable text body. */
const linkIn = (eml: string): string => {
  const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = decoded.match(/https?:\/\/\S+\/api\/oportunidades\/reset-password\/[^\s"<]+/);
  if (!match) throw new Error('no link in mail');
  return match[0];
};

const reset = (link: string, password: string) => {
  const url = new URL(link);
  return t.app.inject({
    method: 'POST',
    url: url.pathname.replace('/api/oportunidades/', '/api/') + url.search,
    payload: { password, password_confirmation: password },
  });
};

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails and writes one real e-mail', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'ninguem@x.com' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'rh@acme.com.br' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: messages.session.forgotSuccess });
    const [mail] = await waitForMail(1);
    expect(t.mails()).toHaveLength(1);
    expect(mail).toContain('To: rh@acme.com.br');
    expect(linkIn(mail!)).toMatch(
      /^http:\/\/localhost:3000\/api\/oportunidades\/reset-password\/rh%40acme\.com\.br\?signature=\d+\./,
    );
  });

  it('resets once with the link, ends old sessions, and refuses the link again', async () => {
    const old = await loginAs(t.app, 'rep');
    const link = linkIn((await waitForMail(1))[0]!);
    const res = await reset(link, 'NovaSenha@2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.session.resetSuccess, login_path: '/login-admin' });
    expect((await t.app.inject({ url: '/api/profile', headers: old.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rh@acme.com.br', password: 'NovaSenha@2026' },
    });
    expect(login.statusCode).toBe(200);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rh@acme.com.br', password: 'Empresa@123' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const again = await reset(link, 'OutraSenha@2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ message: messages.session.resetLinkInvalid }] });
  });

  it('lets only one of two concurrent resets with the same link succeed', async () => {
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'talentos@gamma.com.br' } });
    const mail = await vi.waitFor(
      () => {
        const found = t.mails().find((m) => m.includes('To: talentos@gamma.com.br'));
        expect(found, 'the reset e-mail').toBeDefined();
        return found!;
      },
      { timeout: 5000, interval: 20 },
    );
    const link = linkIn(mail);
    const results = await Promise.all([reset(link, 'Primeira@2026'), reset(link, 'Segunda@2026')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'Primeira@2026' : 'Segunda@2026';
    const loser = winner === 'Primeira@2026' ? 'Segunda@2026' : 'Primeira@2026';
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'talentos@gamma.com.br', password } });
    expect((await login(winner)).statusCode).toBe(200);
    expect((await login(loser)).statusCode).toBe(401);
  });

  it('refuses tampered, expired and foreign signatures', async () => {
    const expired = signReset(
      'test-secret-'.padEnd(40, 'x'),
      'admin@demo.edu.br',
      fingerprint('whatever'),
      Date.now() - 1000,
    );
    for (const signature of ['123.abc', expired, `${Date.now() + 60_000}.${'A'.repeat(43)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/reset-password/admin%40demo.edu.br?signature=${encodeURIComponent(signature)}`,
        payload: { password: 'Qualquer@123' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('validates the new password with the spec messages', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/a%40b.c?signature=1.x',
      payload: { password: '1234567' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].message).toBe(messages.validation.passwordMin);
    const differ = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/a%40b.c?signature=1.x',
      payload: { password: '12345678', password_confirmation: '12345679' },
    });
    expect(differ.json().errors[0].message).toBe(messages.validation.passwordsDiffer);
    const noSignature = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/a%40b.c',
      payload: { password: '12345678' },
    });
    expect(noSignature.statusCode).toBe(422);
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'sem-arroba' },
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors[0].message).toBe(messages.session.forgotFailure);
  });
});
