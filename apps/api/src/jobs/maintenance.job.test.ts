import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceJob } from './maintenance.job.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import type { JobDefinition } from './registry.ts';
import { idleScheduledJobs, openTestDatabase, quietLog, waitFor } from './test-database.ts';

const idle: JobDefinition[] = [
  ...idleScheduledJobs(),
  {
    name: 'analyze-audition',
    policy: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
    handler: async () => undefined,
  },
  {
    name: 'analyze-audition-dead',
    policy: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
    handler: async () => undefined,
  },
  {
    name: 'stage-mail',
    policy: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
    handler: async () => undefined,
  },
];

/**
 * Two processes on one database (two queues here, each working): the housekeeping cron fires once
 * per tick for both together, not once in each (docs/decisions/014-scale-out.md).
 */
describe('maintenance once per cluster', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  const queues: JobQueue[] = [];
  // This file starts first (scripts/vitest/slow-first-sequencer.ts), while every stage of `npm
  // test` starts beside it: a fresh cluster took more than the default 60 s there.
  beforeAll(async () => {
    db = await openTestDatabase();
  }, 180_000);
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await db?.drop();
  });

  it('runs the every-minute task in one of the two instances per minute', { timeout: 180_000 }, async () => {
    // Which job each run was, not the minute it ran in: on a loaded machine one tick's job can run
    // in the next minute, beside that minute's own job.
    const runs: Array<{ instance: string; job: string }> = [];
    for (const instance of ['a', 'b']) {
      const queue = createJobQueue({ database: db.database, url: db.url, log: quietLog });
      for (const d of idle) queue.define(d);
      const maintenance = maintenanceJob([], '* * * * *');
      queue.define({
        ...maintenance,
        handler: async (data, ctx) => {
          runs.push({ instance, job: ctx.id });
          await maintenance.handler(data, ctx);
        },
      });
      await queue.start({ work: true, concurrency: 1, pollingIntervalSeconds: 0.5 });
      queues.push(queue);
    }
    // Two runs: by then both instances have seen the first minute's tick.
    await waitFor(async () => runs.length >= 2, 150_000, 500);
    const jobs = await db.database.run.query<{ id: string; minute: string }>(
      `SELECT id::text, date_trunc('minute', created_on)::text AS minute FROM pgboss.job WHERE name = 'maintenance'
       UNION ALL
       SELECT id::text, date_trunc('minute', created_on)::text FROM pgboss.archive WHERE name = 'maintenance'`,
      [],
    );
    const ran = runs.map((r) => r.job);
    // Each job ran once, and the cron made one job per minute for both instances together.
    expect(new Set(ran).size).toBe(ran.length);
    expect(ran.every((id) => jobs.some((j) => j.id === id))).toBe(true);
    expect(new Set(jobs.map((j) => j.minute)).size).toBe(jobs.length);
  });
});
