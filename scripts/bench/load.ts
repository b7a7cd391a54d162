// Load: the real server (a child process on 127.0.0.1, fresh DATA_DIR, demo data) under a
// realistic mix at 50 connections for BENCH_LOAD_SECONDS (60): students searching, opening jobs,
// reading bookmarks, applying and withdrawing; staff reading their lists; logins. Once on PGlite
// and once on PostgreSQL (a fresh database on benchPostgresUrl()). Prints req/s, p50/p95/p99,
// non-2xx by status and connection errors per target. Loopback only, bounded in time.
// BENCH_TARGETS (default 'pglite,postgres') picks the databases. On PostgreSQL the same mix also
// runs against two API instances on one database (the connections split between them), and the
// ratio of the two runs is printed.
import autocannon, { type Request } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startProcess } from './analysis.ts';
import { benchPostgresUrl } from './pg-server.ts';

const SECONDS = Math.max(5, Number(process.env.BENCH_LOAD_SECONDS ?? 60));
const WARM_UP_SECONDS = 3;
/** 50 connections: most are students, a few staff, one signs in over and over. */
const SPLIT = { students: 40, staff: 9, logins: 1 };
/** Enough accounts that no student is used twice at once (applications are unique per student). */
const STUDENTS = 200;
const STUDENT_PASSWORD = 'Carga@12345';

type Json = Record<string, unknown>;
type Ctx = Record<string, unknown>;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

const api = async <T = Json>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
};

/** Runs `fn` over `items`, `width` at a time. */
const pool = async <T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
};

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

interface Fixture {
  students: Array<{ ra: string; token: string }>;
  staff: Array<{ email: string; password: string; token: string; admin: boolean; jobIds: number[] }>;
  jobIds: number[];
  searches: string[];
}

/** 200 students through the CSV import, everyone signed in, the jobs and varied searches. */
const prepare = async (base: string): Promise<Fixture> => {
  const adminLogin = { email: 'admin@demo.edu.br', password: 'Admin@12345' };
  const admin = await api<{ token: string }>(base, 'POST', '/login', undefined, adminLogin);
  const { data: courses } = await api<{ data: Array<{ name: string }> }>(base, 'GET', '/courses', admin.token);
  const rows = Array.from({ length: STUDENTS }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return `C${n},Aluno Carga ${n},carga${n}@aluno.bench.edu.br,${courses[i % courses.length]!.name},${STUDENT_PASSWORD}`;
  });
  const imported = await api<{ created: number }>(base, 'POST', '/users/import', admin.token, {
    csv: ['ra,nome,email,curso,senha', ...rows].join('\n'),
    dry_run: false,
  });
  if (imported.created !== STUDENTS) throw new Error(`imported ${imported.created} of ${STUDENTS} students`);
  const students = await pool(
    rows.map((r) => r.split(',')[0]!),
    4,
    async (ra) => ({
      ra,
      token: (
        await api<{ token: string }>(base, 'POST', '/login-student', undefined, { ra, password: STUDENT_PASSWORD })
      ).token,
    }),
  );

  const staffAccounts = [
    { ...adminLogin, admin: true },
    { email: 'rh@acme.com.br', password: 'Empresa@123', admin: false },
    { email: 'talentos@gamma.com.br', password: 'Empresa@123', admin: false },
  ];
  const staff = await pool(staffAccounts, 3, async (a) => {
    const { token } = await api<{ token: string }>(base, 'POST', '/login', undefined, {
      email: a.email,
      password: a.password,
    });
    const jobs = await api<{ data: Array<{ id: number }> }>(
      base,
      'GET',
      a.admin ? '/jobs?limit=100' : '/jobs/user?limit=100',
      token,
    );
    return { ...a, token, jobIds: jobs.data.map((j) => j.id) };
  });

  const open = await api<{ data: Array<{ id: number; title: string; state: string; city: string }> }>(
    base,
    'GET',
    '/jobs-for-student?limit=50',
    students[0]!.token,
  );
  const words = [
    ...new Set(
      open.data.flatMap((j) =>
        j.title
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w.length > 3),
      ),
    ),
  ];
  const states = [...new Set(open.data.map((j) => j.state))];
  const cities = [...new Set(open.data.map((j) => j.city))];
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const searches = [
    q({}),
    q({ page: '2' }),
    ...words.flatMap((w) => [
      q({ title: w }),
      q({ title: stripAccents(w).toUpperCase() }),
      q({ title: w.slice(0, 4) }),
    ]),
    ...states.map((s) => q({ state: s })),
    ...cities.map((c) => q({ city: c })),
    ...words.slice(0, 6).flatMap((w) => states.slice(0, 3).map((s) => q({ title: w, state: s }))),
    q({ title: 'inexistente' }),
    q({ title: 'zzzz', city: 'Nenhuma' }),
  ];
  return { students, staff, jobIds: open.data.map((j) => j.id), searches };
};

/** Per request label: responses by status. */
type Tally = Map<string, Map<number, number>>;
const count = (tally: Tally, label: string, status: number) => {
  const byStatus = tally.get(label) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  tally.set(label, byStatus);
};

/**
 * One step of a connection's sequence: `build` chooses the request from the context (reset at
 * each new round of the sequence), `after` reads the answer (the application id to withdraw).
 */
const step = (
  tally: Tally,
  build: (ctx: Ctx) => { label: string; method: string; path: string; token: string; body?: unknown },
  after?: (status: number, body: string, ctx: Ctx) => void,
): Request => ({
  setupRequest(request, ctx) {
    const r = build(ctx);
    ctx.label = r.label;
    return {
      ...request,
      method: r.method,
      path: `/api${r.path}`,
      headers: {
        ...(r.token && { authorization: `Bearer ${r.token}` }),
        ...(r.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    };
  },
  onResponse(status, body, ctx) {
    count(tally, String(ctx.label), status);
    after?.(status, body, ctx);
  },
});

/** The three kinds of connection and their sequences. */
const scenarios = (f: Fixture, tally: Tally) => {
  let nextStudent = 0;
  let nextStaff = 0;
  let nextLogin = 0;
  const student = (ctx: Ctx) => f.students[ctx.who as number]!;
  const studentSeq: Request[] = [
    step(tally, (ctx) => {
      ctx.who = nextStudent++ % f.students.length;
      return {
        label: 'student search',
        method: 'GET',
        path: `/jobs-for-student?${pick(f.searches)}`,
        token: student(ctx).token,
      };
    }),
    step(tally, (ctx) => ({
      label: 'job details',
      method: 'GET',
      path: `/jobs/${pick(f.jobIds)}/student`,
      token: student(ctx).token,
    })),
    step(tally, (ctx) => ({
      label: 'student search',
      method: 'GET',
      path: `/jobs-for-student?${pick(f.searches)}`,
      token: student(ctx).token,
    })),
    step(tally, (ctx) => ({
      label: 'bookmarks list',
      method: 'GET',
      path: '/student-bookmark',
      token: student(ctx).token,
    })),
    step(
      tally,
      (ctx) => ({
        label: 'apply',
        method: 'POST',
        path: '/applications',
        token: student(ctx).token,
        body: { job_id: pick(f.jobIds), ra: student(ctx).ra },
      }),
      (status, body, ctx) => {
        if (status === 201) ctx.applicationId = (JSON.parse(body) as { id: number }).id;
      },
    ),
    step(tally, (ctx) => ({
      label: 'job details',
      method: 'GET',
      path: `/jobs/${pick(f.jobIds)}/student`,
      token: student(ctx).token,
    })),
    step(tally, (ctx) =>
      ctx.applicationId
        ? {
            label: 'withdraw',
            method: 'DELETE',
            path: `/applications/${String(ctx.applicationId)}`,
            token: student(ctx).token,
          }
        : {
            label: 'my applications (nothing to withdraw)',
            method: 'GET',
            path: '/applications',
            token: student(ctx).token,
          },
    ),
    step(tally, (ctx) => ({
      label: 'my applications',
      method: 'GET',
      path: '/applications',
      token: student(ctx).token,
    })),
  ];
  const staffer = (ctx: Ctx) => f.staff[ctx.who as number]!;
  const staffSeq: Request[] = [
    step(tally, (ctx) => {
      ctx.who = nextStaff++ % f.staff.length;
      const s = staffer(ctx);
      return s.admin
        ? { label: 'staff: users (admin)', method: 'GET', path: `/users?page=${1 + (nextStaff % 3)}`, token: s.token }
        : { label: 'staff: own companies (rep)', method: 'GET', path: '/companies/user', token: s.token };
    }),
    step(tally, (ctx) => ({
      label: `staff: companies (${staffer(ctx).admin ? 'admin' : 'rep'})`,
      method: 'GET',
      path: '/companies?page=1',
      token: staffer(ctx).token,
    })),
    step(tally, (ctx) => {
      const s = staffer(ctx);
      return {
        label: `staff: jobs (${s.admin ? 'admin' : 'rep'})`,
        method: 'GET',
        path: s.admin ? '/jobs?page=1' : '/jobs/user?page=1',
        token: s.token,
      };
    }),
    step(tally, (ctx) => ({
      label: `staff: applications (${staffer(ctx).admin ? 'admin' : 'rep'})`,
      method: 'GET',
      path: '/applications?page=1',
      token: staffer(ctx).token,
    })),
    step(tally, (ctx) => ({
      label: `staff: job with applications (${staffer(ctx).admin ? 'admin' : 'rep'})`,
      method: 'GET',
      path: `/jobs/${pick(staffer(ctx).jobIds)}`,
      token: staffer(ctx).token,
    })),
  ];
  const loginSeq: Request[] = [
    step(tally, () => {
      const n = nextLogin++;
      if (n % 4 === 3) {
        const s = f.staff[n % f.staff.length]!;
        return {
          label: 'login (staff)',
          method: 'POST',
          path: '/login',
          token: '',
          body: { email: s.email, password: s.password },
        };
      }
      return {
        label: 'login (student)',
        method: 'POST',
        path: '/login-student',
        token: '',
        body: { ra: f.students[n % f.students.length]!.ra, password: STUDENT_PASSWORD },
      };
    }),
  ];
  return { students: studentSeq, staff: staffSeq, logins: loginSeq };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

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
    `${target}: ${f.students.length} students imported and signed in, ${f.staff.length} staff, ${f.jobIds.length} open jobs, ${f.searches.length} distinct searches (set-up ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
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
