import { readFileSync } from 'node:fs';

/** The portal's time zone: closing dates and digests follow the university's calendar. */
export const PORTAL_TIME_ZONE = 'America/Sao_Paulo';

export interface Clock {
  now(): Date;
  /** Today's date in America/Sao_Paulo, 'YYYY-MM-DD'. */
  today(): string;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const portalDate = (at: Date): string => dayFormat.format(at);

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
