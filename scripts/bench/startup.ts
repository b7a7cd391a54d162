// Start-up: how long `npm start` takes from its launch to the first 200 (GET /api/health) on a
// fresh DATA_DIR (embedded database from the build's template, demo data), and the resident memory
// (RSS) of the API process once it is ready and has idled; the same on PostgreSQL (a fresh database
// on benchPostgresUrl(), as deployed). One line per target, and the server's own start-up phases
// (wall and processor time, which a busy machine inflates less) for the median run.
// BENCH_STARTUP_RUNS (3) runs each; the median is printed. BENCH_STARTUP_POSTGRES=false skips
// PostgreSQL; BENCH_STARTUP_BEFORE=true adds the way before the compiled start (tsx, initdb).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchPostgresUrl } from './pg-server.ts';
import { freePort } from './timing.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_STARTUP_RUNS ?? 3));
const IDLE_MS = 5000;

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

type Phases = { ms: Record<string, number>; cpuMs: Record<string, number> };
type Run = { firstOkMs: number; rss: number; phases?: Phases };

/**
 * One start on a fresh DATA_DIR. Nothing is polled: the server's log says when it listens (then
 * one GET /api/health, whose 200 is the figure) and when its queue has started ('start-up phases'
 * with the queue's time: then GET /api/ready must answer 200). The process is then left alone for
 * IDLE_MS, the idle period the RSS is read after.
 */
const startOnce = async (args: string[], postgres: boolean): Promise<Run> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  const database = postgres ? await freshDatabase() : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SKIP_WEB_BUILD: 'true',
      SECRET_KEY: 'bench-startup-secret-'.padEnd(40, 'x'),
      ...(database && { DATABASE_URL: database.url }),
    },
  });
  try {
    const lines = createInterface({ input: child.stdout! });
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`${args.join(' ')} exited with ${String(code)} before it was ready`);
    });
    const deadline = setTimeout(() => child.kill('SIGKILL'), 180_000);
    let firstOkMs = NaN;
    let phases: Phases | undefined;
    const watch = (async () => {
      for await (const line of lines) {
        let entry: { msg?: string; phases?: Phases };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue; // the launcher's own lines ('Building the API…')
        }
        if (Number.isNaN(firstOkMs) && entry.msg?.startsWith('Server listening')) {
          const res = await fetch(`${base}/api/health`);
          if (res.status !== 200) throw new Error(`GET /api/health answered ${res.status} once listening`);
          firstOkMs = Date.now() - started;
        }
        if (entry.msg === 'start-up phases' && entry.phases?.ms.queue !== undefined) {
          phases = entry.phases;
          const ready = await fetch(`${base}/api/ready`);
          if (ready.status !== 200) throw new Error(`GET /api/ready answered ${ready.status} once started`);
          return;
        }
      }
      throw new Error(`${args.join(' ')} closed its output before it was ready`);
    })();
    await Promise.race([watch, exited]);
    clearTimeout(deadline);
    // The exit at the end is expected; later log lines are read and dropped so the pipe never fills.
    exited.catch(() => undefined);
    child.stdout!.resume();
    await sleep(IDLE_MS); // the idle period itself, not a wait for a state
    return { firstOkMs, rss: rssMb(serverPid(child)), phases };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

export const benchStartup = async (): Promise<void> => {
  execFileSync(process.execPath, ['scripts/build-api.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  const ways = [
    ...(process.env.BENCH_STARTUP_BEFORE === 'true'
      ? [{ name: 'before (tsx, initdb), embedded', args: ['--import', 'tsx', 'apps/api/src/main.ts'], postgres: false }]
      : []),
    { name: 'npm start, embedded (PGlite)', args: ['scripts/start.mjs'], postgres: false },
    ...(process.env.BENCH_STARTUP_POSTGRES === 'false'
      ? []
      : [{ name: 'npm start on PostgreSQL', args: ['scripts/start.mjs'], postgres: true }]),
  ];
  const loadBefore = loadavg()[0]!;
  for (const way of ways) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(way.args, way.postgres));
    const firstOk = median(runs.map((r) => r.firstOkMs));
    const rss = median(runs.map((r) => r.rss));
    const of = `median of ${RUNS}`;
    console.info(
      `${way.name}, fresh data: first 200 in ${seconds(firstOk)}, target under 3 s: ${verdict(firstOk < 3000)} (${of}: ${runs.map((r) => seconds(r.firstOkMs)).join(', ')})`,
    );
    console.info(
      `${way.name}, fresh data: idle RSS ${rss.toFixed(0)} MB, target under 300 MB: ${verdict(rss < 300)} (${of}: ${runs.map((r) => `${r.rss.toFixed(0)} MB`).join(', ')})`,
    );
    const phases = runs.find((r) => r.firstOkMs === firstOk)?.phases;
    if (phases)
      console.info(
        `  start-up phases of that run, ms wall/processor: ${Object.keys(phases.ms)
          .map((k) => `${k} ${phases.ms[k]}/${phases.cpuMs[k] ?? '-'}`)
          .join(', ')}`,
      );
  }
  console.info(
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, on ${cpus().length} cores (the targets are for a quiet machine)`,
  );
};
