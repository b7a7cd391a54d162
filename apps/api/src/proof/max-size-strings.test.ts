import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProofApp } from './proof-app.ts';
import { createProofContext, type ProofContext } from './proof-context.ts';
import { ROUTE_MATRIX, routeKey, type Actor } from './route-matrix.ts';
import { ROUTE_REQUESTS, type ProofRequest } from './route-requests.ts';
import { writeProofReport } from './proof-report.ts';
import { stringPaths } from './schema-keys.ts';

/**
 * Maximum-size strings (docs/decisions/016-security-hardening.md): every string field of every
 * route, body and query, gets the largest string the server accepts, shaped to make a backtracking
 * e-mail pattern work hard ('a@a.a.a…'). Each answer must come within 1 s, with no 5xx, while a
 * `GET /api/health` sent at the same moment answers within 1 s too: one request must never hold
 * the event loop. The limit applies to the CPU time this process spent until each answer: `npm
 * test` runs test stages side by side, so wall time there measures the machine's load (the wall
 * times are still reported), while a backtracking pattern costs CPU seconds on any machine.
 * A CSV upload also gets each cell of its request's row in turn filled with that string, under the
 * request's own header, up to the longest file the route accepts.
 */
const LIMIT_MS = 1000;
/** Node refuses request heads over 16 KiB, so a query string never carries more than this. */
const QUERY_CHARS = 8 * 1024;

const { t, routes } = await createProofApp();
const apiRoutes = routes.filter((r) => !r.headOfGet);
let c: ProofContext;
interface Measured {
  fields: number;
  worst_ms: number;
  worst_cpu_ms: number;
  health_worst_ms: number;
  /** The CPU ms each case cost until its answer. */
  cpu_ms: Record<string, number>;
}
const measured: Record<string, Measured> = {};
const started = Date.now();

beforeAll(async () => {
  c = await createProofContext(t);
});
afterAll(async () => {
  const all = Object.values(measured);
  writeProofReport(
    'max-size-strings',
    {
      routes: all.length,
      fields: all.reduce((n, r) => n + r.fields, 0),
      worst_ms: Math.max(0, ...all.map((r) => r.worst_ms)),
      worst_cpu_ms: Math.max(0, ...all.map((r) => r.worst_cpu_ms)),
      health_worst_ms: Math.max(0, ...all.map((r) => r.health_worst_ms)),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    },
    { per_route: measured },
  );
  await t.close();
});

/** The worst input for `/^[^\s@]+@[^\s@]+\.[^\s@]+$/`-like patterns, `length` characters long. */
const hostile = (length: number): string => `a@a${'.a'.repeat(Math.max(0, Math.floor((length - 5) / 2)))}.@`;

/** The longest string a zod string schema accepts, when it says. */
const maxLengthOf = (schema: unknown): number | null =>
  (schema as { maxLength?: number | null } | undefined)?.maxLength ?? null;

/** One case per cell of a `csv` field's first row: that cell is the hostile string, the file its longest. */
const csvCellCases = (bodySchema: unknown, body: Record<string, unknown>, fallbackChars: number) => {
  if (typeof body.csv !== 'string') return [];
  const [header, row] = body.csv.split('\n');
  if (!header || !row) return [];
  const max = maxLengthOf((bodySchema as { shape?: Record<string, unknown> } | undefined)?.shape?.csv) ?? fallbackChars;
  const cells = row.split(',');
  return header.split(',').map((column, i) => {
    const others = cells.filter((_, j) => j !== i).join(',');
    const cell = hostile(max - header.length - others.length - 4);
    const csv = `${header}\n${cells.map((c, j) => (j === i ? cell : c)).join(',')}\n`;
    return { label: `csv cell ${column}`, payload: JSON.stringify({ ...body, csv }) };
  });
};

const setPath = (target: Record<string, unknown>, path: string[], value: string): void => {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
};

const actorFor = (key: string): Actor => {
  const expect = ROUTE_MATRIX[key]!.expect;
  const order: Actor[] = ['anonymous', 'student', 'rep', 'admin', 'student2', 'rep2', 'inactive'];
  return order.find((a) => ['ok', 'scope', 'reach'].includes(expect[a])) ?? 'admin';
};

/** Sends the request and, at the same moment, a health check; answers both times. */
const timed = async (req: {
  method: ProofRequest['method'];
  url: string;
  payload?: string;
  headers: Record<string, string>;
}) => {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpu0);
    return (used.user + used.system) / 1000;
  };
  const [res, health] = await Promise.all([
    t.app.inject(req).then((r) => ({ status: r.statusCode, ms: performance.now() - t0, cpuMs: cpuMs() })),
    (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const h0 = performance.now();
      const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(200);
      return { ms: performance.now() - h0, cpuMs: cpuMs() };
    })(),
  ]);
  return { ...res, healthMs: health.ms, healthCpuMs: health.cpuMs };
};

describe('maximum-size strings in every string field of every route', () => {
  for (const route of apiRoutes) {
    const key = routeKey(route.method, route.url);
    const bodyPaths = stringPaths(route.schema?.body);
    const queryPaths = stringPaths(route.schema?.querystring).filter((p) => p.length === 1);
    if (!bodyPaths.length && !queryPaths.length) continue;
    it(key, async () => {
      const build = ROUTE_REQUESTS[key];
      if (!build || !ROUTE_MATRIX[key]) throw new Error(`${key} is not in route-matrix.ts / route-requests.ts`);
      const actor = actorFor(key);
      const base = await build(c, actor, ROUTE_MATRIX[key]!.expect[actor]);
      const baseBody =
        base.payload && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload) ? base.payload : {};
      const record: Measured = { fields: 0, worst_ms: 0, worst_cpu_ms: 0, health_worst_ms: 0, cpu_ms: {} };
      const cases: Array<{ label: string; url: string; payload?: string }> = [];
      for (const path of bodyPaths) {
        const body = structuredClone(baseBody) as Record<string, unknown>;
        setPath(body, path, '');
        // The largest body the server takes: what the rest of the body leaves of BODY_LIMIT_BYTES.
        setPath(body, path, hostile(c.bodyLimit - JSON.stringify(body).length - 16));
        cases.push({ label: `body ${path.join('.')}`, url: base.url, payload: JSON.stringify(body) });
      }
      for (const kase of csvCellCases(route.schema?.body, baseBody as Record<string, unknown>, c.bodyLimit))
        cases.push({ ...kase, url: base.url });
      for (const [name] of queryPaths) {
        const [path = base.url, query = ''] = base.url.split(/\?(.*)/s);
        const params = new URLSearchParams(query);
        params.set(name!, hostile(QUERY_CHARS));
        cases.push({
          label: `query ${name}`,
          url: `${path}?${params}`,
          payload: base.method === 'GET' ? undefined : JSON.stringify(baseBody),
        });
      }
      for (const kase of cases) {
        const headers = {
          ...c.headers[actor],
          ...base.headers,
          ...(kase.payload !== undefined && { 'content-type': 'application/json' }),
        };
        const res = await timed({ method: base.method, url: kase.url, payload: kase.payload, headers });
        const label =
          `${actor} ${key} ${kase.label} -> ${res.status} in ${Math.round(res.ms)} ms, ${Math.round(res.cpuMs)} ms CPU` +
          ` (health ${Math.round(res.healthMs)} ms, ${Math.round(res.healthCpuMs)} ms CPU)`;
        expect(res.status, label).toBeLessThan(500);
        expect(res.cpuMs, label).toBeLessThan(LIMIT_MS);
        expect(res.healthCpuMs, label).toBeLessThan(LIMIT_MS);
        record.fields++;
        record.worst_ms = Math.max(record.worst_ms, Math.round(res.ms));
        record.worst_cpu_ms = Math.max(record.worst_cpu_ms, Math.round(res.cpuMs));
        record.health_worst_ms = Math.max(record.health_worst_ms, Math.round(res.healthMs));
        record.cpu_ms[kase.label] = Math.round(res.cpuMs);
      }
      measured[key] = record;
    });
  }
});
