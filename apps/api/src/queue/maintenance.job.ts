import type { JobDefinition } from './registry.ts';

/** Every six hours, at minute 17 (off the hour, when other schedules pile up). */
export const MAINTENANCE_CRON = '17 */6 * * *';

/**
 * The housekeeping tasks (expired sessions, the embedded database's vacuum) as a scheduled job:
 * pg-boss's cron sends it once per tick for the whole cluster, whatever number of API processes
 * and workers share the database, and one of them runs it (docs/decisions/014-scale-out.md). A
 * failed task does not stop the others; the job fails after running them all.
 */
export const maintenanceJob = (tasks: Array<() => Promise<void>>, cron = MAINTENANCE_CRON): JobDefinition => ({
  name: 'maintenance',
  cron,
  policy: { retryLimit: 1, retryDelay: 300, retryBackoff: false, expireInSeconds: 1800 },
  async handler() {
    const errors: unknown[] = [];
    for (const task of tasks) await task().catch((err: unknown) => errors.push(err));
    if (errors.length) throw new AggregateError(errors, 'maintenance task failed');
  },
});
