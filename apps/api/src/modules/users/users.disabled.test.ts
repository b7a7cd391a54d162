import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { signInAll, type Sessions } from '../../test/access.ts';

// The session cache is on (5 s): a disabled account must be refused at once all the same.
let t: TestApp;
let s: Sessions;
beforeAll(async () => {
  t = await createTestApp({ AUTH_SESSION_CACHE_SECONDS: '5' });
  s = await signInAll(t.app);
});
afterAll(() => t.close());

const setActive = (id: number, is_active: boolean) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: s.admin, payload: { is_active } });

const studentLogin = () =>
  t.app.inject({ method: 'POST', url: '/api/login-student', payload: { ra: '2024001', password: 'Aluno@1234' } });

describe('a disabled account (Ativo: Não on an activated user)', () => {
  it('loses its sessions at once, cannot sign in, and comes back only through a new sign-in', async () => {
    const headers = s.student;
    // Warm the cache: the next look-up would be served from it.
    expect((await t.app.inject({ url: '/api/profile', headers })).statusCode).toBe(200);
    expect((await setActive(s.ids.student, false)).statusCode).toBe(200);

    expect((await t.app.inject({ url: '/api/profile', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/jobs-for-student', headers })).statusCode).toBe(401);
    const refused = await studentLogin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(messages.session.accountDisabled);

    expect((await setActive(s.ids.student, true)).statusCode).toBe(200);
    // The tokens were revoked, not suspended: the old one stays dead.
    expect((await t.app.inject({ url: '/api/profile', headers })).statusCode).toBe(401);
    expect((await studentLogin()).statusCode).toBe(200);
  });

  it('refuses a disabled representative the applicants and a wrong password gets the usual answer', async () => {
    const headers = s.rep2;
    expect((await t.app.inject({ url: '/api/jobs', headers })).statusCode).toBe(200);
    expect((await setActive(s.ids.rep2, false)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/jobs', headers })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'talentos@gamma.com.br', password: 'Errada@123' },
    });
    // Whether an account is disabled is told only to whoever knows its password.
    expect(wrong.statusCode).toBe(401);
    await expect(loginAs(t.app, 'rep2')).rejects.toThrow();
  });

  it('a representative waiting for activation still signs in, sees the spec message, and is activated', async () => {
    const pending = await loginAs(t.app, 'inactive');
    const companies = await t.app.inject({ url: '/api/companies', headers: pending.headers });
    expect(companies.statusCode).toBe(200);
    const beta = (companies.json() as { data: Array<{ id: number }> }).data[0]!;
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/companies/${beta.id}`, headers: pending.headers });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().errors[0].message).toBe(messages.session.inactiveCompanies);
    expect((await setActive(s.ids.inactive, true)).statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/api/profile', headers: pending.headers });
    expect(profile.json().is_active).toBe(true);
  });
});
