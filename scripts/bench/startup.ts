// Start-up: how long a server takes from its launch to the first 200 (GET /api/health) on a fresh
// DATA_DIR (embedded database, demo data), and the resident memory (RSS) of the API process once
// it is ready and has idled. Two ways of starting: as before (`node --import tsx main.ts`, the
// cluster created by initdb) and as now (`npm start`: compiled bundle, cluster from the build's
// template), and `npm start` on PostgreSQL (a fresh database on benchPostgresUrl(), as deployed).
// BENCH_STARTUP_RUNS (3) runs each; the median is printed. BENCH_STARTUP_POSTGRES=false skips
// PostgreSQL, BENCH_STARTUP_BEFORE=false the way before.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchPostgresUrl } from './pg-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_STARTUP_RUNS ?? 3));
const IDLE_MS = 5000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

const rssMb = (pid: number): number => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
};

/** The process that serves: the child of `npm start`'s launcher, or the launched process itself. */
const serverPid = (child: ChildProcess): number => {
  try {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.length > 0 ? Number(children[0]) : child.pid!;
  } catch {
    return child.pid!;
  }
};

/** A new empty database on the benchmark's PostgreSQL server, and how to drop it. */
const freshDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const server = benchPostgresUrl();
  const name = `portal_start_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

const once = async (args: string[], postgres: boolean): Promise<{ firstOkMs: number; rss: number }> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  const database = postgres ? await freshDatabase() : undefined;
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: 'true',
      SECRET_KEY: 'bench-startup-secret-'.padEnd(40, 'x'),
      ...(database && { DATABASE_URL: database.url }),
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    let firstOkMs = NaN;
    while (Number.isNaN(firstOkMs)) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (Date.now() - started > 180_000) throw new Error('no 200 within 180 s');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) firstOkMs = Date.now() - started;
      else await new Promise((r) => setTimeout(r, 20));
    }
    // Idle means ready (queue started) and then left alone.
    while (
      (await fetch(`${base}/api/ready`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    )
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { firstOkMs, rss: rssMb(serverPid(child)) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const benchStartup = async (): Promise<void> => {
  execFileSync(process.execPath, ['scripts/build-api.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  const ways = [
    ...(process.env.BENCH_STARTUP_BEFORE === 'false'
      ? []
      : [{ name: 'before: tsx, initdb', args: ['--import', 'tsx', 'apps/api/src/main.ts'], postgres: false }]),
    { name: 'now: npm start (compiled, template)', args: ['scripts/start.mjs'], postgres: false },
    ...(process.env.BENCH_STARTUP_POSTGRES === 'false'
      ? []
      : [{ name: 'now: npm start on PostgreSQL', args: ['scripts/start.mjs'], postgres: true }]),
  ];
  const results: Record<string, { firstOkMs: number; rss: number }> = {};
  for (const way of ways) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(way.args, way.postgres));
    results[way.name] = { firstOkMs: median(runs.map((r) => r.firstOkMs)), rss: median(runs.map((r) => r.rss)) };
    console.info(
      `${way.name.padEnd(38)} first 200 ${(results[way.name]!.firstOkMs / 1000).toFixed(2)} s, idle RSS ${results[way.name]!.rss.toFixed(0)} MB (median of ${RUNS}; runs ${runs.map((r) => `${(r.firstOkMs / 1000).toFixed(1)} s/${r.rss.toFixed(0)} MB`).join(', ')})`,
    );
  }
  console.info(
    `targets: first 200 under 3 s, idle RSS under 300 MB; load average at the end ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`,
  );
};
