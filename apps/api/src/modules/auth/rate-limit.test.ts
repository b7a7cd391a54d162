import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t!.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('blocks an account after repeated failures, even with the right password, from any address', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
    for (let i = 0; i < 3; i++) expect((await login('admin@demo.edu.br', 'errada', `10.0.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('admin@demo.edu.br', 'Admin@12345', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: [{ message: messages.session.tooManyAttempts }] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('rh@acme.com.br', 'Empresa@123', '10.9.9.9')).statusCode).toBe(200);
  });

  it('blocks an address that fails across many accounts', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
    for (let i = 0; i < 4; i++) expect((await login(`user${i}@x.com`, 'errada', '10.1.1.1')).statusCode).toBe(401);
    expect((await login('admin@demo.edu.br', 'Admin@12345', '10.1.1.1')).statusCode).toBe(429);
    expect((await login('admin@demo.edu.br', 'Admin@12345', '10.1.1.2')).statusCode).toBe(200);
  });

  it('limits student logins by RA and forgot-password by account', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '2', FORGOT_MAX_PER_ACCOUNT: '2' });
    const student = (password: string) =>
      t!.app.inject({ method: 'POST', url: '/api/login-student', payload: { ra: '2024001', password } });
    await student('x');
    await student('y');
    expect((await student('Aluno@1234')).statusCode).toBe(429);
    const forgot = () => t!.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'admin@demo.edu.br' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});
