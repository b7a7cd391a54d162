import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { startSecondInstance } from '../../test/second-instance.ts';

/**
 * Two API instances on one PostgreSQL database, each with a 60-second session cache: a logout,
 * or an admin's change of a user's password on A is refused on B long before B's cache would expire,
 * because A's notice over LISTEN/NOTIFY drops B's cache (docs/decisions/014-scale-out.md).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('session changes reach every instance', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    a = await createTestApp({ AUTH_SESSION_CACHE_SECONDS: '60' });
    ({ app: b, close: closeB } = await startSecondInstance(a));
  });
  afterAll(async () => {
    await closeB();
    await a.close();
  });

  /** B's answer for the token, polled until it is 401; the time it took. */
  const refusedOnB = async (headers: Record<string, string>): Promise<number> => {
    const started = Date.now();
    await vi.waitFor(async () => expect((await b.inject({ url: '/api/profile', headers })).statusCode).toBe(401), {
      timeout: 1000,
      interval: 20,
    });
    return Date.now() - started;
  };

  it('refuses on B within 1 s a token logged out on A', async () => {
    const student = await loginAs(a.app, 'student');
    expect((await b.inject({ url: '/api/profile', headers: student.headers })).statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/logout', headers: student.headers })).statusCode,
    ).toBeLessThan(300);
    expect(await refusedOnB(student.headers)).toBeLessThan(1000);
  });

  it('refuses on B within 1 s a session whose password the admin changed on A', async () => {
    const admin = await loginAs(a.app, 'admin');
    const rep = await loginAs(a.app, 'rep');
    expect((await b.inject({ url: '/api/profile', headers: rep.headers })).statusCode).toBe(200);
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${rep.user_id}`,
      headers: admin.headers,
      payload: { password: 'Nova@Senha123' },
    });
    expect(res.statusCode).toBe(200);
    expect(await refusedOnB(rep.headers)).toBeLessThan(1000);
  });
});
