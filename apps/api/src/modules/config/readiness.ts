import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const journal = JSON.parse(
  readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

export interface ReadinessChecks {
  database: boolean;
  migrations: boolean;
  queue: boolean;
  closing: boolean;
}

/**
 * What a load balancer asks before sending traffic (docs/decisions/014-scale-out.md): the database
 * answers, every migration this build knows is applied, the job queue has started, and the process
 * is not shutting down. Without a queue (tests, tools) the queue counts as started.
 */
export const createReadiness = (opts: {
  database: Database;
  queueStarted?: () => boolean;
  closing: () => boolean;
}) => ({
  async check(): Promise<ReadinessChecks> {
    const migrations = await opts.database.db
      .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      .then((r) => {
        const rows = (r as unknown as { rows: Array<{ n: number }> }).rows;
        return { reachable: true, applied: (rows[0]?.n ?? 0) >= journal.entries.length };
      })
      .catch(() => ({ reachable: false, applied: false }));
    const database =
      migrations.reachable ||
      (await opts.database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ));
    return { database, migrations: migrations.applied, queue: opts.queueStarted?.() ?? true, closing: opts.closing() };
  },
});

export type Readiness = ReturnType<typeof createReadiness>;

export const isReady = (c: ReadinessChecks): boolean => c.database && c.migrations && c.queue && !c.closing;
