// Student job search at scale: GET /api/jobs-for-student against the same SQL run directly (the
// floor) and against a naive ILIKE '%x%' scan with a full count. BENCH_JOBS (default 100,000),
// BENCH_TARGETS (default 'pglite,postgres'), BENCH_PG_URL (a server where a database can be created;
// without it a throwaway cluster is started, see pg-server.ts), BENCH_EXPLAIN (print each case's plans).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { benchEnv, benchHeaders, buildBenchApp, createBenchDatabase, type BenchDatabase } from './bench-app.ts';
import { SEARCH_CASES as CASES, searchClient, type SearchQuery as Query } from './search-mix.ts';
import { seedStudentSearchJobs } from './student-search-seed.ts';
import { cpuTime, secondsSince, stats, time, timeRuns } from './timing.ts';

const ms = (v: number) => v.toFixed(1).padStart(7);

/** The naive version of the same search: ILIKE on the raw columns, an exact count, newest first. */
const naiveSql = (q: Query): [string[], unknown[]] => {
  const params: unknown[] = [];
  const where = ['j.status = 1'];
  if (q.title) where.push(`j.title ilike $${params.push(`%${q.title}%`)}`);
  if (q.state) where.push(`j.state = $${params.push(q.state)}`);
  if (q.city) where.push(`j.city ilike $${params.push(`%${q.city}%`)}`);
  const w = where.join(' and ');
  const offset = ((q.page ?? 1) - 1) * 10;
  return [
    [
      `select count(*)::int from jobs j where ${w}`,
      `select j.*, c.name, c.about, (select count(*) from applications a where a.job_id = j.id) from jobs j join companies c on c.id = j.companies_id where ${w} order by j.created_at desc, j.id desc limit 10 offset ${offset}`,
    ],
    params,
  ];
};

const runTarget = async (kind: 'pglite' | 'postgres', jobs: number) => {
  let capture: Array<[string, unknown[]]> | null = null;
  const logQuery = (query: string, params: unknown[]) => void capture?.push([query, params]);
  let server: BenchDatabase | undefined;
  let database: Database;
  if (kind === 'postgres') {
    server = await createBenchDatabase('bench_student_search', { logQuery });
    database = server.database;
  } else {
    database = await openDatabase({ memory: true, logQuery });
  }
  const raw = (text: string, params: unknown[]) => database.run.query<Record<string, unknown>>(text, params);
  const { dir, env } = benchEnv('search');
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const t0 = performance.now();
    await seedStudentSearchJobs(database.db, jobs);
    await database.db.execute(sql`vacuum analyze jobs`);
    // The steady state autovacuum keeps: a vacuum straight after the bulk insert can leave the
    // visibility map empty (autovacuum's own analyze of the fresh tables holds back the horizon),
    // and index-only scans would then read every row's page anyway. Vacuum until it is set.
    let visible = '';
    for (let round = 1; round <= 20; round++) {
      await database.db.execute(sql`vacuum jobs`);
      const [pages] = (await raw(`select relpages, relallvisible from pg_class where relname = 'jobs'`, [])) as Array<{
        relpages: number;
        relallvisible: number;
      }>;
      visible = `${pages!.relallvisible} of ${pages!.relpages} pages all-visible after ${round} vacuum(s)`;
      if (pages!.relallvisible >= pages!.relpages) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.info(
      `\n-- ${kind === 'postgres' ? 'PostgreSQL (server)' : 'PGlite (embedded)'}: seeded ${jobs.toLocaleString('en')} jobs in ${secondsSince(t0)} s; ${visible}`,
    );
    const app = await buildBenchApp(env, database, dir);
    const { call, mix } = searchClient(app, await benchHeaders(app, 'student'));

    const rounds = jobs >= 500_000 ? 20 : 40;
    const rows: Array<{
      name: string;
      common?: boolean;
      total: string;
      sqlCount: number;
      ep: ReturnType<typeof stats>;
      raw: ReturnType<typeof stats>;
      naive: number;
    }> = [];
    for (const [name, q, common] of CASES) {
      for (let i = 0; i < 3; i++) await call(q);
      capture = [];
      const body = await call(q);
      // The search itself: not the bearer token's look-up (when the session cache lacks it).
      const statements = capture.filter(([text]) => !text.includes('"auth_tokens"'));
      capture = null;
      if (process.env.BENCH_EXPLAIN) {
        for (const [text, params] of statements) {
          const plan = await raw(`explain (analyze, costs off) ${text}`, params);
          console.info(`\n[${name}] ${text}\n${plan.map((r) => Object.values(r)[0]).join('\n')}`);
        }
      }
      // The endpoint and its SQL alone, in turns, so the machine's load weighs on both alike.
      const ep: number[] = [];
      const rw: number[] = [];
      for (let i = 0; i < rounds; i++) {
        ep.push(await time(() => call(q)));
        rw.push(
          await time(async () => {
            for (const [text, params] of statements) await raw(text, params);
          }),
        );
      }
      const [naive, params] = naiveSql(q);
      const nv = await timeRuns(5, async () => {
        for (const text of naive) await raw(text, params);
      });
      rows.push({
        name,
        common,
        total: `${body.meta.total}${body.meta.capped ? '+' : ''}`,
        sqlCount: statements.length,
        ep: stats(ep),
        raw: stats(rw),
        naive: stats(nv).p50,
      });
    }
    console.info(
      `${'case'.padEnd(22)}${'results'.padStart(8)} SQL ${'endpoint p50'.padStart(12)} ${'p95'.padStart(7)} ${'raw p50'.padStart(8)} ${'p95'.padStart(7)} ${'ep/raw'.padStart(7)} ${'naive p50'.padStart(10)} ${'naive/raw'.padStart(9)} ${'naive/ep'.padStart(8)}`,
    );
    for (const r of rows) {
      console.info(
        `${r.name.padEnd(22)}${r.total.padStart(8)} ${String(r.sqlCount).padStart(3)} ${ms(r.ep.p50).padStart(12)} ${ms(r.ep.p95)} ${ms(r.raw.p50).padStart(8)} ${ms(r.raw.p95)} ${(r.ep.p50 / r.raw.p50).toFixed(2).padStart(7)} ${ms(r.naive).padStart(10)} ${(r.naive / r.raw.p50).toFixed(1).padStart(9)} ${(r.naive / r.ep.p50).toFixed(1).padStart(8)}`,
      );
    }

    // The mix: every case in turn, by 1 client and by 20 at once.
    const one = await mix(1, CASES.length * (jobs >= 500_000 ? 6 : 12));
    const twenty = await mix(20, jobs >= 500_000 ? 5 : 10);
    for (const [label, m] of [
      ['mix, 1 client', one],
      ['mix, 20 clients', twenty],
    ] as const) {
      console.info(
        `${label.padEnd(18)} p50 ${ms(m.p50)} ms  p95 ${ms(m.p95)} ms  p99 ${ms(m.p99)} ms  ${m.rps.toFixed(0)} req/s`,
      );
    }
    // The same mix by one client, as CPU time: what the figures would be on an idle machine (PGlite only).
    if (kind === 'pglite') {
      const cpu: number[] = [];
      for (let i = 0; i < CASES.length * 12; i++) cpu.push(await cpuTime(() => call(CASES[i % CASES.length]![1])));
      const c = stats(cpu);
      console.info(`mix, CPU per request p50 ${ms(c.p50)} ms  p95 ${ms(c.p95)} ms  p99 ${ms(c.p99)} ms`);
    }
    console.info(
      `load average (1, 5, 15 min): ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const common = rows.filter((r) => r.common);
    const epRaw = Math.max(...rows.map((r) => r.ep.p50 / r.raw.p50));
    console.info(
      `targets: mix p95 (1 client) ${one.p95.toFixed(1)} ms (< ${jobs >= 1_000_000 ? 60 : 30}); worst endpoint/raw p50 ${epRaw.toFixed(2)} (<= 1.5); ` +
        `naive/ours on common words ${common.map((r) => (r.naive / r.raw.p50).toFixed(0)).join(', ')}x raw, ${common.map((r) => (r.naive / r.ep.p50).toFixed(0)).join(', ')}x endpoint (>= 20)`,
    );
    await app.close();
  } finally {
    if (server) await server.drop();
    else await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

export const benchStudentSearch = async (): Promise<void> => {
  const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((s) => s.trim());
  for (const target of targets) {
    if (target !== 'pglite' && target !== 'postgres') throw new Error(`unknown BENCH_TARGETS entry: ${target}`);
    await runTarget(target, jobs);
  }
};
