import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { scryptSync } from 'node:crypto';
import { authTokens, users } from '../../db/schema/index.ts';
import { SCRYPT } from '../../lib/password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/login and /api/login-student', () => {
  it('answers the session of docs/spec/11-api-conventions.md#login-answer for each role', async () => {
    const admin = await post('/api/login', { email: 'ADMIN@demo.edu.br', password: 'Admin@12345' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({
      type: 'bearer',
      role: 'admin',
      student_id: null,
      has_terms: true,
      name: 'Administrador',
    });
    const rep = await loginAs(t.app, 'rep');
    expect(rep).toMatchObject({ role: 'representante_empresa', has_terms: true });
    const inactive = await loginAs(t.app, 'inactive');
    expect(inactive).toMatchObject({ role: 'representante_empresa' });
    const student = await loginAs(t.app, 'student', { acceptTerms: false });
    expect(student).toMatchObject({ role: 'ALUNO', has_terms: false, name: 'ana beatriz souza' });
    expect(student.student_id).toBeGreaterThan(0);
    expect(new Date(student.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives a longer token with remember', async () => {
    const short = (await post('/api/login', { email: 'rh@acme.com.br', password: 'Empresa@123' })).json();
    const long = (
      await post('/api/login', { email: 'rh@acme.com.br', password: 'Empresa@123', remember: true })
    ).json();
    expect(new Date(long.expires_at).getTime() - new Date(short.expires_at).getTime()).toBeGreaterThan(24 * 3_600_000);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await post('/api/login', { email: 'admin@demo.edu.br', password: 'nope-nope' });
    const unknown = await post('/api/login', { email: 'ninguem@demo.edu.br', password: 'nope-nope' });
    const ra = await post('/api/login-student', { ra: '999999', password: 'Aluno@1234' });
    for (const res of [wrong, unknown, ra]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: messages.session.loginFailed }] });
    }
  });

  it('answers 422 with the spec messages for missing fields', async () => {
    const res = await post('/api/login', { email: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'email', rule: 'too_small', message: messages.validation.emailRequired },
      { field: 'password', rule: 'too_small', message: messages.validation.passwordRequired },
    ]);
    const ra = await post('/api/login-student', {});
    expect(ra.json().errors.map((e: { message: string }) => e.message)).toEqual([
      messages.validation.raRequired,
      messages.validation.passwordRequired,
    ]);
  });

  it('redoes a hash made with weaker scrypt parameters at the next sign-in', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const weak = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync('Empresa@123', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
    await t.database.db.update(users).set({ password_hash: weak }).where(eq(users.email, 'talentos@gamma.com.br'));
    expect((await post('/api/login', { email: 'talentos@gamma.com.br', password: 'Empresa@123' })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select({ hash: users.password_hash })
      .from(users)
      .where(eq(users.email, 'talentos@gamma.com.br'));
    // Today's parameters (the cheaper test ones here; lib/password.test.ts proves production's).
    expect(row!.hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT.N}\\$${SCRYPT.r}\\$${SCRYPT.p}\\$`));
    expect((await post('/api/login', { email: 'talentos@gamma.com.br', password: 'Empresa@123' })).statusCode).toBe(
      200,
    );
  });

  it('stores only a hash of the token', async () => {
    const s = await loginAs(t.app, 'admin');
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.user_id, s.user_id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === s.token)).toBe(false);
    expect(s.token.length).toBeGreaterThanOrEqual(43);
  });
});

describe('tokens, profile and logout', () => {
  it('answers the profile for a valid token and 401 without one', async () => {
    const s = await loginAs(t.app, 'student');
    const res = await t.app.inject({ url: '/api/profile', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'ALUNO',
      student: { ra: '2024001', course: { name: 'Ciência da Computação' } },
    });
    expect(res.json()).not.toHaveProperty('password_hash');
    const anon = await t.app.inject({ url: '/api/profile' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ errors: [{ message: messages.session.expired }] });
    const junk = await t.app.inject({ url: '/api/profile', headers: { authorization: 'Bearer x'.padEnd(500, 'y') } });
    expect(junk.statusCode).toBe(401);
  });

  it('revokes the token at logout', async () => {
    const s = await loginAs(t.app, 'rep');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/profile', headers: s.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const s = await loginAs(t.app, 'admin');
    await t.database.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authTokens.user_id, s.user_id));
    expect((await t.app.inject({ url: '/api/profile', headers: s.headers })).statusCode).toBe(401);
  });
});
