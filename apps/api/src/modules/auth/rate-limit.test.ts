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

// Each case builds its own app and signs in several times.
describe('rate limits', { timeout: 90_000 }, () => {
  it('blocks an account after repeated failures, even with the right password, from any address', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
    for (let i = 0; i < 3; i++)
      expect((await login('admin@demo.edu.br', 'errada', `10.0.0.${i}`)).statusCode).toBe(401);
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
    const forgot = () =>
      t!.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'admin@demo.edu.br' } });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });

  it('counts concurrent wrong passwords before checking them: 50 at once, at most the limit get through', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '5' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login('admin@demo.edu.br', `errada-${i}`, `10.3.0.${i}`)),
    );
    const refused = answers.filter((r) => r.statusCode === 429).length;
    const checked = answers.filter((r) => r.statusCode === 401).length;
    console.info(`[rate-limit] 50 concurrent wrong passwords, limit 5: ${refused} refused, ${checked} checked`);
    expect(checked).toBeLessThanOrEqual(5);
    expect(refused).toBeGreaterThanOrEqual(45);
  });

  it('does not count a successful sign-in against the address', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    for (let i = 0; i < 5; i++) expect((await login('rh@acme.com.br', 'Empresa@123', '10.4.4.4')).statusCode).toBe(200);
  });
});
