import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';

type Log = Pick<Logger, 'warn'>;

/**
 * Tells every API process on the same PostgreSQL that sessions changed (LISTEN/NOTIFY), so each
 * drops its session cache within milliseconds (docs/decisions/014-scale-out.md). On the embedded
 * database there is one process and `publish` only runs the local handler.
 *
 * While the listening connection is down this process cannot hear other processes, so it reports
 * `deaf` and the auth service reads every token from the database until it is back.
 */
export interface SessionBus {
  publish(): Promise<void>;
  onChange(handler: () => void): void;
  deaf(): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'portal_sessions';

export const createSessionBus = async (database: Database, log: Log): Promise<SessionBus> => {
  const handlers: Array<() => void> = [];
  const fire = () => {
    for (const h of handlers) h();
  };
  const pool = database.pool;
  if (database.kind !== 'postgres' || !pool) {
    return {
      publish: async () => fire(),
      onChange: (h) => void handlers.push(h),
      deaf: () => false,
      close: async () => undefined,
    };
  }
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    try {
      const c = await pool.connect();
      c.on('notification', (n) => n.channel === CHANNEL && fire());
      c.on('error', () => lost(c));
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      // Whatever was published while nobody listened here is unknown: start afresh.
      fire();
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'session bus: could not listen, retrying');
      if (!closed) retry = setTimeout(() => void listen(), 1000);
    }
  };
  const lost = (c: pg.PoolClient) => {
    if (client !== c) return;
    client = null;
    c.release(true);
    fire();
    if (!closed) retry = setTimeout(() => void listen(), 1000);
  };
  await listen();
  return {
    async publish() {
      fire();
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, String(process.pid)]);
    },
    onChange: (h) => void handlers.push(h),
    deaf: () => client === null,
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        await c.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        c.release();
      }
    },
  };
};
