import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertRegistry, JOB_NAMES, type JobDefinition } from './registry.ts';
import { maintenanceJob } from './maintenance.job.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { idleScheduledJobs, openTestDatabase, quietLog, waitFor } from './test-database.ts';

const fast = { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 };

describe('job registry', () => {
  it('accepts exactly one handler per job name', () => {
    expect(() => assertRegistry(JOB_NAMES.map((name) => ({ name })))).not.toThrow();
  });
  it('names every job with no handler, two handlers, or an unknown name', () => {
    expect(() => assertRegistry([{ name: 'analyze-audition' }, { name: 'analyze-audition' }])).toThrow(
      "job 'analyze-audition-dead' has no handler; job 'maintenance' has no handler; job 'close-jobs' has no handler; job 'stage-mail' has no handler; job 'job-alerts-instant' has no handler; job 'job-alerts-digest' has no handler; job 'internship-mail' has no handler; job 'internship-deadlines' has no handler; job 'analyze-audition' has 2 handlers",
    );
    expect(() => assertRegistry([{ name: 'a' }, { name: 'b' }], ['a'])).toThrow("job 'b' is not a known job name");
  });
});

describe('job queue (pg-boss)', () => {
  // One database for the file (PGlite takes seconds to open); each test has its own queue on it.
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let queues: JobQueue[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.drop());
  afterEach(async () => {
    for (const q of queues) await q.stop();
    queues = [];
  });

  const setup = async (defs: JobDefinition[]): Promise<JobQueue> => {
    const queue = createJobQueue({ database: db.database, url: db.url, log: quietLog });
    queues.push(queue);
    for (const d of [
      ...defs,
      maintenanceJob([]),
      ...idleScheduledJobs(),
      { name: 'stage-mail' as const, policy: fast, handler: async () => undefined },
      { name: 'internship-mail' as const, policy: fast, handler: async () => undefined },
    ])
      queue.define(d);
    return queue;
  };

  it('refuses to start when a job has no handler', async () => {
    const queue = await setup([{ name: 'analyze-audition', policy: fast, handler: async () => undefined }]);
    await expect(queue.start({ work: true, concurrency: 1 })).rejects.toThrow(
      "job 'analyze-audition-dead' has no handler",
    );
  });

  it('retries a failed attempt, and sends a job whose last attempt failed to the dead-letter queue', async () => {
    const attempts: Array<{ n: number; retry: number }> = [];
    const dead: object[] = [];
    const queue = await setup([
      {
        name: 'analyze-audition',
        policy: { ...fast, retryLimit: 1, deadLetter: 'analyze-audition-dead', stately: true },
        async handler(data, ctx) {
          const { n } = data as { n: number };
          attempts.push({ n, retry: ctx.retryCount });
          if (n === 2 || ctx.retryCount === 0) throw new Error(`attempt ${ctx.retryCount} of ${n} fails`);
        },
      },
      {
        name: 'analyze-audition-dead',
        policy: { ...fast, retryLimit: 0 },
        handler: async (data) => void dead.push(data),
      },
    ]);
    await queue.start({ work: true, concurrency: 1, pollingIntervalSeconds: 0.5 });
    const ok = await queue.send('analyze-audition', { n: 1 }, { singletonKey: '1' });
    const bad = await queue.send('analyze-audition', { n: 2 }, { singletonKey: '2' });
    await waitFor(async () => (await queue.job('analyze-audition', ok!))?.state === 'completed');
    await waitFor(async () => dead.length === 1);
    expect(await queue.job('analyze-audition', bad!)).toMatchObject({ state: 'failed', retryCount: 1 });
    expect(dead).toEqual([{ n: 2 }]);
    expect(attempts.filter((a) => a.n === 1)).toEqual([
      { n: 1, retry: 0 },
      { n: 1, retry: 1 },
    ]);
  });

  it('keeps one waiting job per singleton key, and sending starts the queue lazily', async () => {
    const queue = await setup([
      { name: 'analyze-audition', policy: { ...fast, retryLimit: 0, stately: true }, handler: async () => undefined },
      { name: 'analyze-audition-dead', policy: { ...fast, retryLimit: 0 }, handler: async () => undefined },
    ]);
    const first = await queue.send('analyze-audition', { id: 7 }, { singletonKey: '7' });
    expect(first).toBeTruthy();
    expect(await queue.send('analyze-audition', { id: 7 }, { singletonKey: '7' })).toBeNull();
    expect(await queue.send('analyze-audition', { id: 8 }, { singletonKey: '8' })).toBeTruthy();
  });
});
