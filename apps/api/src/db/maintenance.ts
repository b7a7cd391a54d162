import type { Database } from './client.ts';

const SIX_HOURS_MS = 6 * 3_600_000;

/**
 * The embedded database has no autovacuum: without it the planner's statistics go stale and the
 * visibility map stays empty, so the student search's index-only scans would read every job's
 * page anyway (docs/decisions/006). A PostgreSQL server does this itself.
 */
export const vacuumEmbedded = async (database: Database): Promise<void> => {
  if (database.kind !== 'pglite' || !database.pglite) return;
  // The jobs table only: PGlite has one connection, and a vacuum of every table held all requests
  // for seconds under load (a login took 5.3 s in the load benchmark).
  await database.pglite.exec('VACUUM (ANALYZE) jobs');
};

/**
 * Runs the server's housekeeping tasks soon after start and then every six hours, one after the
 * other and off the request path. A failed task is reported and does not stop the others.
 */
export const scheduleMaintenance = (
  tasks: Array<() => Promise<void>>,
  onError: (err: Error) => void,
  opts: { firstAfterMs?: number; everyMs?: number } = {},
): (() => void) => {
  const run = async () => {
    for (const task of tasks) await task().catch(onError);
  };
  const first = setTimeout(() => void run(), opts.firstAfterMs ?? 60_000);
  const every = setInterval(() => void run(), opts.everyMs ?? SIX_HOURS_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
};
