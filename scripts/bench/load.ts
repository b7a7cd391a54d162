// Load: the real server (a child process on 127.0.0.1, fresh DATA_DIR, demo data) under a
// realistic mix at 50 connections for BENCH_LOAD_SECONDS (60): students searching, opening jobs,
// reading bookmarks, applying and withdrawing; staff reading their lists; logins. Once on PGlite
// and once on PostgreSQL (a fresh database on benchPostgresUrl()). Prints req/s, p50/p95/p99,
// non-2xx by status and connection errors per target. Loopback only, bounded in time.
// BENCH_TARGETS (default 'pglite,postgres') picks the databases. On PostgreSQL the same mix also
// runs against two API instances on one database (the connections split between them), and the
// ratio of the two runs is printed.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startProcess } from './analysis.ts';
import { api, pool, prepare, type Fixture } from './load-fixture.ts';
import { scenarios, type Tally } from './load-scenarios.ts';
import { benchPostgresUrl } from './pg-server.ts';
import { freePort, percentile, secondsSince } from './timing.ts';

const SECONDS = Math.max(5, Number(process.env.BENCH_LOAD_SECONDS ?? 60));
const WARM_UP_SECONDS = 3;
/** 50 connections: most are students, a few staff, one signs in over and over. */
const SPLIT = { students: 40, staff: 9, logins: 1 };

interface GroupResult {
  latencies: number[];
  errors: number;
  timeouts: number;
  statuses: Map<number, number>;
}

/** `total` connections spread over `n` instances (the first ones take the remainder). */
const spread = (total: number, n: number) =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));

/** The three groups at once for `seconds`, each group's connections spread over `bases`; latencies of every response, per group. */
const runMix = async (
  bases: string[],
  f: Fixture,
  seconds: number,
  tally: Tally,
): Promise<Record<keyof typeof SPLIT, GroupResult>> => {
  const seqs = scenarios(f, tally);
  const groups = Object.keys(SPLIT) as Array<keyof typeof SPLIT>;
  const results = await Promise.all(
    groups.map(async (g) => {
      const merged: GroupResult = { latencies: [], errors: 0, timeouts: 0, statuses: new Map() };
      await Promise.all(
        spread(SPLIT[g], bases.length).map(async (connections, i) => {
          if (connections === 0) return;
          const instance = autocannon({
            url: bases[i]!,
            connections,
            duration: seconds,
            timeout: 10,
            requests: seqs[g],
          });
          instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
            merged.latencies.push(time),
          );
          const r = await instance;
          merged.errors += r.errors;
          merged.timeouts += r.timeouts;
          for (const [s, v] of Object.entries(r.statusCodeStats))
            merged.statuses.set(Number(s), (merged.statuses.get(Number(s)) ?? 0) + v.count);
        }),
      );
      return [g, merged] as const;
    }),
  );
  return Object.fromEntries(results) as Record<keyof typeof SPLIT, GroupResult>;
};

const line = (name: string, r: GroupResult, seconds: number) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const non2xx = [...r.statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  return `${name.padEnd(9)} ${String(sorted.length).padStart(7)} responses, ${(sorted.length / seconds).toFixed(1).padStart(7)} req/s, latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, non-2xx ${non2xx}, errors ${r.errors} (timeouts ${r.timeouts})`;
};

/** Prepares, warms up, measures and prints one target; answers p99 and the failure count. */
const measure = async (target: string, bases: string[]) => {
  const base = bases[0]!;
  const t0 = performance.now();
  const f = await prepare(base);
  console.info(
    `${target}: ${f.students.length} students imported and signed in, ${f.staff.length} staff, ${f.jobIds.length} open jobs, ${f.searches.length} distinct searches (set-up ${secondsSince(t0)} s)`,
  );
  await runMix(bases, f, WARM_UP_SECONDS, new Map());
  // The warm-up stops sequences between 'apply' and 'withdraw': those applications would answer
  // 409 when the same student picks the same job again in the measured run.
  await pool(f.students, 8, async (s) => {
    const { data } = await api<{ data: Array<{ id: number }> }>(base, 'GET', '/applications?limit=100', s.token);
    for (const a of data) await api(base, 'DELETE', `/applications/${a.id}`, s.token);
  });
  const tally: Tally = new Map();
  const groups = await runMix(bases, f, SECONDS, tally);
  const all: GroupResult = { latencies: [], errors: 0, timeouts: 0, statuses: new Map() };
  for (const g of Object.values(groups)) {
    all.latencies.push(...g.latencies);
    all.errors += g.errors;
    all.timeouts += g.timeouts;
    for (const [s, c] of g.statuses) all.statuses.set(s, (all.statuses.get(s) ?? 0) + c);
  }
  console.info(
    `${target}, ${SECONDS} s at ${SPLIT.students + SPLIT.staff + SPLIT.logins} connections (students ${SPLIT.students}, staff ${SPLIT.staff}, logins ${SPLIT.logins}):`,
  );
  console.info(`  ${line('all', all, SECONDS)}`);
  for (const [name, g] of Object.entries(groups)) console.info(`  ${line(name, g, SECONDS)}`);
  const labels = [...tally.keys()].sort();
  console.info(
    `  by request: ${labels.map((l) => `${l} ${[...tally.get(l)!.values()].reduce((a, b) => a + b, 0)}`).join(', ')}`,
  );
  const bad = labels.flatMap((l) =>
    [...tally.get(l)!].filter(([s]) => s < 200 || s >= 300).map(([s, c]) => `${l} ${s} x${c}`),
  );
  console.info(`  non-2xx by request and status: ${bad.length ? bad.join(', ') : 'none'}`);
  const sorted = [...all.latencies].sort((a, b) => a - b);
  const failures = all.errors + [...all.statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  return { p99: percentile(sorted, 99), failures, rps: sorted.length / SECONDS };
};

const startServer = async (dataDir: string, env: Record<string, string> = {}) => {
  const port = await freePort();
  return startProcess(
    'apps/api/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      SEED_DEMO: 'true',
      ...env,
    },
    port,
  );
};
const stopServer = async (p: Awaited<ReturnType<typeof startProcess>>) => {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await exited;
};

const onPglite = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
  const server = await startServer(dataDir);
  try {
    return await measure('PGlite (embedded)', [server.base]);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** One or two API instances on a fresh database of the benchmark's PostgreSQL server. */
const onPostgres = async (instances = 1) => {
  const serverUrl = benchPostgresUrl();
  const name = `portal_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-pg-'));
  try {
    const servers = [];
    for (let i = 0; i < instances; i++) servers.push(await startServer(dataDir, { DATABASE_URL: url.toString() }));
    try {
      return await measure(
        instances === 1
          ? 'PostgreSQL 15 (pg pool of 20)'
          : `PostgreSQL 15, ${instances} API instances (pg pool of 20 each)`,
        servers.map((s) => s.base),
      );
    } finally {
      for (const server of servers) await stopServer(server);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const benchLoad = async (): Promise<void> => {
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());
  if (targets.includes('pglite')) await onPglite();
  if (!targets.includes('postgres')) return;
  const pgResult = await onPostgres();
  const met = pgResult.failures === 0 && pgResult.p99 < 200;
  console.info(
    `target on PostgreSQL (0 errors, p99 under 200 ms): ${met ? 'met' : 'not met'} (${pgResult.failures} non-2xx or errors, p99 ${pgResult.p99.toFixed(1)} ms)`,
  );
  const two = await onPostgres(2);
  console.info(
    `two instances / one on PostgreSQL: ${(two.rps / pgResult.rps).toFixed(2)}x req/s (${two.rps.toFixed(1)} / ${pgResult.rps.toFixed(1)}), p99 ${two.p99.toFixed(1)} / ${pgResult.p99.toFixed(1)} ms, ${two.failures} non-2xx or errors with two; both on one ${cpus().length}-core machine with the database and the load generator`,
  );
};
