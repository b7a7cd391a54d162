import { messages, PASSWORD_CHANGE_REQUIRED } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// The first administrator comes from ADMIN_PASSWORD (not the README's demo one).
const FIRST = 'Primeira@Senha1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: FIRST, AUTH_SESSION_CACHE_SECONDS: '5' });
});
afterAll(() => t.close());

const adminLogin = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@demo.edu.br', password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token as string}` });
const changePassword = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/password', headers, payload });

describe('the administrator created from ADMIN_PASSWORD', () => {
  it('must choose a new password before anything else, then goes on with the same session', async () => {
    const login = await adminLogin(FIRST);
    expect(login.statusCode).toBe(200);
    expect(login.json().must_change_password).toBe(true);
    const headers = bearer(login.json().token);
    const other = bearer((await adminLogin(FIRST)).json().token);

    // Refused before the body is read: an invalid body gets the same 403.
    for (const req of [
      { url: '/api/users' },
      { method: 'POST' as const, url: '/api/contract-types', payload: { name: '' } },
    ]) {
      const res = await t.app.inject({ ...req, headers });
      expect(res.statusCode, req.url).toBe(403);
      expect(res.json().errors[0]).toEqual({
        rule: PASSWORD_CHANGE_REQUIRED,
        message: messages.session.passwordChangeRequired,
      });
    }
    const profile = await t.app.inject({ url: '/api/profile', headers });
    expect(profile.json()).toMatchObject({ role: 'admin', must_change_password: true });

    const wrong = await changePassword(headers, { current_password: 'Errada@123', password: 'Nova@Senha22' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      field: 'current_password',
      message: messages.session.currentPasswordWrong,
    });
    const same = await changePassword(headers, { current_password: FIRST, password: FIRST });
    expect(same.json().errors[0]).toMatchObject({ field: 'password', message: messages.session.passwordUnchanged });

    const ok = await changePassword(headers, {
      current_password: FIRST,
      password: 'Nova@Senha22',
      password_confirmation: 'Nova@Senha22',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: messages.session.passwordChanged });
    expect((await t.app.inject({ url: '/api/users', headers })).statusCode).toBe(200);
    // Any other session of the account ends; the old password no longer signs in.
    expect((await t.app.inject({ url: '/api/profile', headers: other })).statusCode).toBe(401);
    expect((await adminLogin(FIRST)).statusCode).toBe(401);
    const again = await adminLogin('Nova@Senha22');
    expect(again.json().must_change_password).toBe(false);

    const audit = await t.app.inject({ url: '/api/audit-log?action=password.changed', headers });
    expect(audit.json().data).toHaveLength(1);
  });
});

describe('POST /api/password for anyone signed in', () => {
  it('is not forced on demo accounts, and needs a session', async () => {
    const student = await loginAs(t.app, 'student');
    expect(student.must_change_password).toBe(false);
    expect((await t.app.inject({ url: '/api/profile', headers: student.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/password', payload: { current_password: 'x', password: 'y' } }))
        .statusCode,
    ).toBe(401);
    const res = await changePassword(student.headers, { current_password: 'Aluno@1234', password: 'Aluno@5678' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: student.headers })).statusCode).toBe(200);
  });

  it('counts wrong current passwords and refuses past the limit', async () => {
    const rep = await loginAs(t.app, 'rep');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await changePassword(rep.headers, { current_password: `Errada@${i}00`, password: 'Outra@12345' })).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
