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
  {
    name: 'internship-mail',
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
    const runs: Array<{ instance: string; job: string }> = [];
    const dbSeconds = async () =>
      (await db.database.run.query<{ t: number }>(`SELECT extract(epoch FROM now())::float8 AS t`, []))[0]!.t;
    const startedAt = await dbSeconds();
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
    const jobs = await db.database.run.query<{ id: string }>(
      `SELECT id::text FROM pgboss.job WHERE name = 'maintenance'
       UNION ALL
       SELECT id::text FROM pgboss.archive WHERE name = 'maintenance'`,
      [],
    );
    // The cron's ticks since the start: the minute the instances started in (its tick is sent at
    // once) and each minute begun since. A job is created when the cron's own queue hands the tick
    // over, which a loaded machine delays into the next minute, so the count is checked, not the
    // minute each job was created in.
    const ticks = Math.floor((await dbSeconds()) / 60) - Math.floor(startedAt / 60) + 1;
    const ran = runs.map((r) => r.job);
    // Each job ran once, and the cron made at most one job per tick for both instances together.
    expect(new Set(ran).size).toBe(ran.length);
    expect(ran.every((id) => jobs.some((j) => j.id === id))).toBe(true);
    expect(jobs.length).toBeLessThanOrEqual(ticks);
  });
});
