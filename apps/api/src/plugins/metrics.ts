import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { processMetrics } from '../lib/metrics.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus text (docs/decisions/014-scale-out.md): requests by route and status,
 * their durations, queue depth by kind and state, database pool use, and the process metrics. Only
 * with `Authorization: Bearer $METRICS_TOKEN`; 404 for anything else and when the token is unset,
 * so the endpoint does not show it exists.
 */
export const registerMetrics = (app: FastifyInstance, opts: { token?: string; database: Database }): void => {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = opts.database.pool;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'portal_queue_jobs',
    help: 'Jobs waiting or running, by kind and state',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await opts.database.run
        .query<{ name: string; state: string; n: number }>(
          "select name, state::text as state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2",
          [],
        )
        .catch(() => []);
      for (const r of rows) this.set({ kind: r.name, state: r.state }, r.n);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!opts.token || !sameSecret(header, `Bearer ${opts.token}`))
      return reply.status(404).send({ errors: [{ message: 'Not Found' }] });
    const merged = Registry.merge([processMetrics, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
};
