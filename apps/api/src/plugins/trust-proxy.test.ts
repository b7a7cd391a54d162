import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Wrong passwords from one client behind the balancer 10.0.0.2, each with a new forged first hop. */
const spoofedFailures = async (count: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `ninguem${i}@x.com`, password: 'errada-errada' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.9` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
};

// Each case builds its own app and signs in several times.
describe('TRUST_PROXY', { timeout: 90_000 }, () => {
  it('reads false, true, a hop count and a list of proxies', () => {
    const read = (v: string) => parseEnv({ TRUST_PROXY: v }).TRUST_PROXY;
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(() => read('yes please')).toThrow(/TRUST_PROXY/);
  });

  it('with one trusted hop, a forged X-Forwarded-For does not escape the per-address limit', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    expect(await spoofedFailures(4)).toEqual([401, 401, 401, 429]);
  });

  it('with a list of proxies, the client is the first address that is not one of them', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', LOGIN_MAX_FAILURES_PER_ADDRESS: '2' });
    expect(await spoofedFailures(3)).toEqual([401, 401, 429]);
  });
});
