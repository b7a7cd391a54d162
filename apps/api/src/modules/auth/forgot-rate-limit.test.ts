import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The per-account limit stays high so only the per-address counter can refuse.
  t = await createTestApp({ FORGOT_MAX_PER_ADDRESS: '3', FORGOT_MAX_PER_ACCOUNT: '50' });
});
afterAll(() => t.close());

const forgot = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });

describe('forgot-password limit per address', () => {
  it('refuses an address that asks for many accounts, known or not, and leaves other addresses alone', async () => {
    expect((await forgot('admin@demo.edu.br', '10.2.2.2')).statusCode).toBe(200);
    expect((await forgot('ninguem@x.com', '10.2.2.2')).statusCode).toBe(200);
    expect((await forgot('rh@acme.com.br', '10.2.2.2')).statusCode).toBe(200);
    const blocked = await forgot('talentos@gamma.com.br', '10.2.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: [{ message: messages.session.tooManyAttempts }] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot('talentos@gamma.com.br', '10.3.3.3')).statusCode).toBe(200);
  });

  it('sends no e-mail for a refused request', async () => {
    // The three known accounts above each got their mail; wait for them so the count is settled.
    for (let i = 0; i < 100 && t.mails().length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    const toAdmin = () => t.mails().filter((m) => m.includes('To: admin@demo.edu.br')).length;
    const before = toAdmin();
    expect((await forgot('admin@demo.edu.br', '10.2.2.2')).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 200));
    expect(toAdmin()).toBe(before);
  });
});
