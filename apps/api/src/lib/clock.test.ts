import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../env.ts';
import { portalDate, portalWallClock, PORTAL_TIME_ZONE } from './clock.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the portal's time zone", () => {
  it('is America/Sao_Paulo by default, daylight saving of past years included', () => {
    expect(PORTAL_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(portalDate(new Date('2025-01-01T02:30:00Z'))).toBe('2024-12-31');
    expect(portalWallClock(new Date('2025-01-01T02:30:00Z')).toISOString()).toBe('2024-12-31T23:30:00.000Z');
    // January 2018 was summer time (UTC-2).
    expect(portalWallClock(new Date('2018-01-15T12:00:00Z')).toISOString()).toBe('2018-01-15T10:00:00.000Z');
  });

  it('follows PORTAL_TIME_ZONE', async () => {
    vi.stubEnv('PORTAL_TIME_ZONE', 'Asia/Tokyo');
    vi.resetModules();
    const clock = await import('./clock.ts');
    expect(clock.PORTAL_TIME_ZONE_SQL).toBe("'Asia/Tokyo'");
    expect(clock.portalDate(new Date('2025-01-01T20:00:00Z'))).toBe('2025-01-02');
    expect(clock.portalWallClock(new Date('2025-01-01T20:00:00Z')).toISOString()).toBe('2025-01-02T05:00:00.000Z');
  });

  it('refuses a zone that is not an IANA name', () => {
    expect(() => parseEnv({ PORTAL_TIME_ZONE: 'Brasil/Horario' })).toThrow(
      /PORTAL_TIME_ZONE: must be an IANA time zone/,
    );
    expect(parseEnv({ PORTAL_TIME_ZONE: 'America/Manaus' }).PORTAL_TIME_ZONE).toBe('America/Manaus');
  });
});
