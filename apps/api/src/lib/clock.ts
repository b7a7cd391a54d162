import { readFileSync } from 'node:fs';

/**
 * The portal's time zone (PORTAL_TIME_ZONE, checked by env.ts before anything runs): every date
 * shown, e-mailed, exported or scheduled follows the university's calendar in it.
 */
export const PORTAL_TIME_ZONE: string = process.env.PORTAL_TIME_ZONE || 'America/Sao_Paulo';

/** The zone as an SQL literal, for `timestamp at time zone` (an IANA name holds no quote). */
export const PORTAL_TIME_ZONE_SQL = `'${PORTAL_TIME_ZONE.replaceAll("'", "''")}'`;

export interface Clock {
  now(): Date;
  /** Today's date in the portal's time zone, 'YYYY-MM-DD'. */
  today(): string;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const portalDate = (at: Date): string => dayFormat.format(at);

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The portal's wall-clock time of `at`, as the UTC fields of a Date (spreadsheets have no zones). */
export const portalWallClock = (at: Date): Date => {
  const p = Object.fromEntries(wallFormat.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!, at.getUTCMilliseconds()));
};

const offsetFrom = (file: string): number => {
  try {
    const n = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(n) ? n : 0;
  } catch {
    return 0;
  }
};

/** The system clock; with an offset file (tests only), shifted by the milliseconds it holds. */
export const createClock = (offsetFile?: string): Clock => {
  const now = () => (offsetFile ? new Date(Date.now() + offsetFrom(offsetFile)) : new Date());
  return { now, today: () => portalDate(now()) };
};
