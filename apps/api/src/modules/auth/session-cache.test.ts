import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
};
const far = new Date(Date.now() + 3_600_000);

describe('session cache', () => {
  it('keeps a user for its time to live, then asks the database again', () => {
    const c = clock();
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 10, now: c.now });
    cache.set('h1', 'ana', new Date(c.now() + 3_600_000), cache.generation());
    c.advance(4_999);
    expect(cache.get('h1')).toBe('ana');
    c.advance(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('never outlives the token itself', () => {
    const c = clock();
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 10, now: c.now });
    cache.set('h1', 'ana', new Date(c.now() + 1_000), cache.generation());
    c.advance(1_000);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets everything on clear (a logout, a new password, a changed user)', () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    cache.set('h1', 'ana', far, cache.generation());
    cache.set('h2', 'bia', far, cache.generation());
    cache.clear();
    expect([cache.get('h1'), cache.get('h2')]).toEqual([undefined, undefined]);
  });

  it('drops the oldest entry when full, and stores nothing with a zero time to live', () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    cache.set('h1', 'ana', far, cache.generation());
    cache.set('h2', 'bia', far, cache.generation());
    cache.set('h3', 'caio', far, cache.generation());
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')]).toEqual([undefined, 'bia', 'caio']);
    const off = createSessionCache<string>({ ttlMs: 0, maxEntries: 2 });
    off.set('h1', 'ana', far, off.generation());
    expect(off.get('h1')).toBeUndefined();
  });

  it('refuses an answer read before a clear (a look-up racing a logout)', () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    const before = cache.generation();
    cache.clear();
    cache.set('h1', 'ana', far, before);
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', 'ana', far, cache.generation());
    expect(cache.get('h1')).toBe('ana');
  });
});
