import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    await vi.waitFor(() => expect(t.mails().length).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 20 });
    const count = (to: string) => t.mails().filter((m) => m.includes(`To: ${to}`)).length;
    const before = count('admin@demo.edu.br');
    expect((await forgot('admin@demo.edu.br', '10.2.2.2')).statusCode).toBe(429);
    // An accepted request after it, from another address: once its mail is written, a mail the
    // refused one had sent would be written too.
    const marker = count('rh@acme.com.br');
    expect((await forgot('rh@acme.com.br', '10.4.4.4')).statusCode).toBe(200);
    await vi.waitFor(() => expect(count('rh@acme.com.br')).toBe(marker + 1), { timeout: 5000, interval: 20 });
    expect(count('admin@demo.edu.br')).toBe(before);
  });
});
