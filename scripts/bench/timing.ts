// The timing loop every bench shares: time a call, repeat it, and read percentiles off the times.
import { createServer } from 'node:net';

/** The value at percentile `p` (0-100) of times sorted ascending (nearest rank below). */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export interface Stats {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** p50, p95, p99 and the largest of some times, in any order. */
export const stats = (times: number[]): Stats => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
};

/** Milliseconds one call takes. */
export const time = async (fn: () => Promise<unknown>): Promise<number> => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

/**
 * Milliseconds of this process's CPU (user + system) one call takes. PGlite runs in the process,
 * so for one call at a time it is the request's whole work, and other processes on the machine
 * barely change it (the wall clock grows with the load average; this does not).
 */
export const cpuTime = async (fn: () => Promise<unknown>): Promise<number> => {
  const c0 = process.cpuUsage();
  await fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

/** The times of `runs` calls one after another, after `warmup` untimed ones. */
export const timeRuns = async (runs: number, fn: (i: number) => Promise<unknown>, warmup = 0): Promise<number[]> => {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time(() => fn(i)));
  return times;
};

/** Seconds since `t0` (a `performance.now()`), for the set-up lines. */
export const secondsSince = (t0: number): string => ((performance.now() - t0) / 1000).toFixed(1);

/** A port nobody listens on. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
