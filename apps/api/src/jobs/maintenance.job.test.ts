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
    const runs: Array<{ instance: string; minute: number }> = [];
    for (const instance of ['a', 'b']) {
      const queue = createJobQueue({ database: db.database, url: db.url, log: quietLog });
      for (const d of idle) queue.define(d);
      queue.define(
        maintenanceJob(
          [async () => void runs.push({ instance, minute: Math.floor(Date.now() / 60_000) })],
          '* * * * *',
        ),
      );
      await queue.start({ work: true, concurrency: 1, pollingIntervalSeconds: 0.5 });
      queues.push(queue);
    }
    await waitFor(async () => runs.length > 0, 100_000, 500);
    // Wait until runs span two minutes: by then both instances have seen the first minute's tick.
    await waitFor(async () => new Set(runs.map((r) => r.minute)).size >= 2, 150_000, 500);
    const minutes = runs.map((r) => r.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
  });
});
