import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { jobDuration } from '../lib/metrics.ts';
import { assertRegistry, JOB_NAMES, type JobDefinition, type JobName } from './registry.ts';
import type { Logger } from '../lib/logger.ts';

type Log = Logger;

export interface StartOptions {
  /** Run the handlers here (the web server on PGlite, or a worker process). */
  work: boolean;
  /** Jobs of each name run at once in this process. */
  concurrency: number;
  /** Seconds between polls for new jobs when nothing woke the worker. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Starts the queue if nobody has yet (without workers): sending never waits for listen. */
  send(name: JobName, data: object, options?: { singletonKey?: string }): Promise<string | null>;
  /**
   * Queues a job inside the caller's transaction (`db`: that transaction's executor): the job
   * exists only if the transaction commits. Call `ready()` before opening the transaction (on
   * PGlite the queue cannot start while a transaction holds the only connection), `wake` after.
   */
  sendWithin(
    db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
    name: JobName,
    data: object,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  ready(): Promise<void>;
  /** Tells this process's workers of `name` to poll now. */
  wake(name: JobName): void;
  /** Throws unless every job name has exactly one handler (the start-up check). */
  check(): void;
  start(options: StartOptions): Promise<void>;
  /** Runs once the queue has started (not awaited by start). */
  afterStart(fn: () => Promise<unknown>): void;
  stop(): Promise<void>;
  /** The queue has started and is not stopping (readiness). */
  isStarted(): boolean;
  /** Expiry and archiving now, instead of on pg-boss's maintenance clock (tests, benchmarks). */
  maintain(): Promise<void>;
  job(name: JobName, id: string): Promise<{ state: string; retryCount: number; output: unknown } | null>;
}

/**
 * pg-boss's `db` option on PGlite: parameterised statements through `query`, pg-boss's
 * multi-statement scripts (schema creation, locked maintenance) through `exec`, last result.
 */
export const pgliteExecutor = (pglite: PGlite) => ({
  async executeSql(text: string, values?: unknown[]) {
    if (values) return pglite.query(text, values);
    try {
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    } catch (err) {
      // A failed statement inside the script's BEGIN would leave the only connection in an
      // aborted transaction; on a server the pool would drop that client instead.
      if (/\bBEGIN\b/i.test(text)) await pglite.exec('ROLLBACK').catch(() => undefined);
      throw err;
    }
  },
});

const SCHEMA = 'pgboss';

export const createJobQueue = (opts: {
  database: Database;
  url?: string;
  log: Log;
  maxConnections?: number;
  maintenanceSeconds?: number;
}): JobQueue => {
  const definitions: JobDefinition[] = [];
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  const workerIds = new Map<JobName, string[]>();
  const hooks: Array<() => Promise<unknown>> = [];
  const begin = (options: StartOptions) =>
    doStart(options).then(() => {
      for (const fn of hooks)
        void fn().catch((err: unknown) =>
          opts.log.error({ err: (err as Error).message }, 'job queue start-up task failed'),
        );
    });

  const makeBoss = () => {
    const common = {
      schema: SCHEMA,
      archiveCompletedAfterSeconds: 3600,
      maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 60,
    };
    const b =
      opts.database.kind === 'pglite' && opts.database.pglite
        ? new PgBoss({ ...common, db: pgliteExecutor(opts.database.pglite) as unknown as PgBoss.Db })
        : new PgBoss({
            ...common,
            connectionString: opts.url,
            max: opts.maxConnections ?? 4,
            application_name: 'portal-jobs',
          });
    b.on('error', (err) => opts.log.error({ err: err.message }, 'job queue error'));
    return b;
  };

  /** On PGlite only this process can have been working: what it left active is retried now. */
  const retryOrphans = async (b: PgBoss) => {
    if (opts.database.kind !== 'pglite') return;
    for (const d of definitions) {
      const { rows } = await b
        .getDb()
        .executeSql(`SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND state = 'active'`, [d.name]);
      const ids = (rows as Array<{ id: string }>).map((r) => r.id);
      if (ids.length) {
        for (const id of ids) await b.fail(d.name, id, { message: 'server restarted while the job was running' });
        opts.log.warn({ job: d.name, count: ids.length }, 'jobs left running by a previous start will be retried');
      }
    }
  };

  const doStart = async (options: StartOptions) => {
    assertRegistry(definitions, JOB_NAMES);
    const b = makeBoss();
    await b.start();
    // Dead-letter targets first: a queue's dead letter must already exist.
    const ordered = [...definitions].sort(
      (a, c) => Number(Boolean(a.policy.deadLetter)) - Number(Boolean(c.policy.deadLetter)),
    );
    for (const d of ordered) {
      const { stately, ...retry } = d.policy;
      const queue: PgBoss.Queue = { name: d.name, policy: stately ? 'stately' : 'standard', ...retry };
      await b.createQueue(d.name, queue);
      await b.updateQueue(d.name, queue);
      if (d.cron) await b.schedule(d.name, d.cron, {}, d.tz ? { tz: d.tz } : {});
    }
    await retryOrphans(b);
    if (options.work) {
      for (const d of definitions) {
        const ids: string[] = [];
        for (let i = 0; i < options.concurrency; i++) {
          const workOptions = {
            batchSize: 1,
            includeMetadata: true as const,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          };
          ids.push(
            await b.work<object>(d.name, workOptions, async ([job]) => {
              if (!job) return;
              const stopTimer = jobDuration.startTimer({ kind: d.name });
              try {
                await d.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
                stopTimer({ outcome: 'completed' });
              } catch (err) {
                stopTimer({ outcome: 'failed' });
                throw err;
              }
            }),
          );
        }
        workerIds.set(d.name, ids);
      }
    }
    boss = b;
    opts.log.info(
      { jobs: definitions.map((d) => d.name), work: options.work, concurrency: options.concurrency },
      'job queue started',
    );
  };

  const started = async (): Promise<PgBoss> => {
    starting ??= begin({ work: false, concurrency: 0 });
    await starting;
    return boss!;
  };

  return {
    define(definition) {
      definitions.push(definition as JobDefinition);
    },
    check: () => assertRegistry(definitions, JOB_NAMES),
    async start(options) {
      starting ??= begin(options);
      await starting;
    },
    afterStart(fn) {
      hooks.push(fn);
    },
    async send(name, data, options = {}) {
      const b = await started();
      const id = await b.send(name, data, options);
      // Wake a local worker at once instead of on its next poll.
      for (const workerId of workerIds.get(name) ?? []) b.notifyWorker(workerId);
      return id;
    },
    async sendWithin(db, name, data, options = {}) {
      const b = await started();
      return b.send(name, data, { ...options, db });
    },
    async ready() {
      await started();
    },
    wake(name) {
      for (const workerId of workerIds.get(name) ?? []) boss?.notifyWorker(workerId);
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      const b = boss;
      boss = null;
      starting = null;
      // Graceful: running jobs get 5 s to finish; what is still running then is failed and retried
      // (the whole shutdown must fit in 10 s, docs/decisions/014-scale-out.md).
      await b?.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
    isStarted: () => boss !== null,
    async maintain() {
      await (await started()).maintain();
    },
    async job(name, id) {
      const j = await (await started()).getJobById<object>(name, id, { includeArchive: true });
      return j ? { state: j.state, retryCount: j.retryCount, output: j.output } : null;
    },
  };
};
