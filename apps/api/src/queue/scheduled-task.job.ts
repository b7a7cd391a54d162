import type { JobDefinition, JobName } from './registry.ts';

/**
 * A task on pg-boss's clock: sent once per tick for the whole cluster, whatever number of API
 * processes and workers share the database, and run by one of them (docs/decisions/014-scale-out.md).
 */
export const scheduledTask = (name: JobName, cron: string, task: () => Promise<void>, tz?: string): JobDefinition => ({
  name,
  cron,
  tz,
  policy: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  handler: () => task(),
});
