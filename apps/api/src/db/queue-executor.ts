import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** pg-boss's `db` option: positional SQL ($1, $2...) run on a Drizzle transaction. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const positional = (text: string, values: unknown[] = []): SQL => {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return sql.join(chunks);
};

/**
 * Runs `fn` in one transaction with the repository's queries bound to it and an executor that
 * queues jobs in the same transaction: a job exists only if the change that owes it commits.
 */
export const transactionWithExecutor = <Q, T>(
  db: Db,
  queries: (txDb: Db) => Q,
  fn: (repo: Q, executor: SqlExecutor) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const executor: SqlExecutor = {
      executeSql: async (text, values) =>
        (await txDb.execute(positional(text, values))) as unknown as { rows: unknown[] },
    };
    return fn(queries(txDb), executor);
  });
