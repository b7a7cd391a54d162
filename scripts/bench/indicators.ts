// Indicadores at scale (docs/decisions/013): 1,000,000 applications, 100,000 students and 200,000
// jobs on PostgreSQL. Prints the overview's p50/p95 for a semester, a year and five years (with and
// without filters, as an admin and as a representative), and the server's RSS growth while a
// CSV and an XLSX export of ~100,000 rows stream to a client that reads and drops them.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { benchEnv, buildBenchApp } from './bench-app.ts';
import { benchPostgresUrl } from './pg-server.ts';
import { seedIndicators } from './indicators-seed.ts';
import { stats, timeRuns } from './timing.ts';

const SIZE = {
  jobs: Number(process.env.BENCH_JOBS ?? 200_000),
  students: Number(process.env.BENCH_STUDENTS ?? 100_000),
  applications: Number(process.env.BENCH_APPLICATIONS ?? 1_000_000),
};
const RUNS = 15;
const day = (d: Date) => d.toISOString().slice(0, 10);

// BENCH_INDICATORS_SEEDED: the URL of a database this bench seeded before (kept, not reseeded).
const SEEDED = process.env.BENCH_INDICATORS_SEEDED;

export const benchIndicators = async (): Promise<void> => {
  const adminUrl = SEEDED ?? benchPostgresUrl();
  const dbName = `bench_indicators_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  if (!SEEDED) {
    await admin.query(`create database ${dbName}`);
    url.pathname = `/${dbName}`;
  }
  const database = await openDatabase({ url: url.toString() });
  const { dir, env } = benchEnv('indicators');
  const app = await buildBenchApp(env, database, dir);
  try {
    await runMigrations(database);
    if (!SEEDED) {
      await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
      await seedDemo(database.db);
      const t0 = performance.now();
      await seedIndicators(database.db, SIZE);
      console.info(
        `PostgreSQL 15: seeded ${SIZE.applications.toLocaleString('en')} applications, ${SIZE.students.toLocaleString('en')} students, ${SIZE.jobs.toLocaleString('en')} jobs in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }

    const [cells] = await database.run.query<{ facts: number; cells: number }>(
      `select count(*)::int as facts, count(distinct (day, company_id, contract_type_id, state, course_id, stage))::int as cells
       from analytics_application_facts`,
      [],
    );
    console.info(
      `summary: ${cells!.facts.toLocaleString('en')} per-application rows; a per-day x company x contract type x state x course x stage table would hold ${cells!.cells.toLocaleString('en')}`,
    );

    const login = async (email: string, password: string) => ({
      authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).json().token}`,
    });
    const adminH = await login(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    // A bench recruiter with five companies' jobs (1/1000 of the data), as representatives are.
    await database.run.query(
      `update users set password_hash = (select password_hash from users where email = 'rh@acme.com.br') where email = 'recrutador1@bench.com.br'`,
      [],
    );
    const repH = await login('recrutador1@bench.com.br', 'Empresa@123');
    const now = new Date();
    const ago = (days: number) => day(new Date(now.getTime() - days * 86_400_000));
    const semester = { from: ago(182), to: day(now) };
    const [course] = await database.run.query<{ id: number }>(`select min(id) as id from courses`, []);
    const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
      ['semester', semester, adminH],
      ['semester, course', { ...semester, course: String(course!.id) }, adminH],
      ['semester, state SP', { ...semester, state: 'SP' }, adminH],
      ['semester, representative', semester, repH],
      ['one year', { from: ago(365), to: day(now) }, adminH],
      ['five years', { from: ago(5 * 365 - 2), to: day(now) }, adminH],
      ['five years, course', { from: ago(5 * 365 - 2), to: day(now), course: String(course!.id) }, adminH],
    ];
    console.info(`GET /api/analytics/overview (n=${RUNS} each, after one warm-up)`);
    for (const [label, q, headers] of cases) {
      const qs = new URLSearchParams(q).toString();
      const first = await app.inject({ url: `/api/analytics/overview?${qs}`, headers });
      if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body}`);
      const { p50, p95 } = stats(
        await timeRuns(RUNS, () => app.inject({ url: `/api/analytics/overview?${qs}`, headers })),
      );
      console.info(
        `  ${label.padEnd(26)} applications ${String(first.json().applications).padStart(8)}  p50 ${p50.toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms`,
      );
    }

    // About 100,000 rows (the bench data spreads ~590 applications over each day), each format in a
    // process of its own so that both start from the same memory.
    const exportQs = new URLSearchParams({ from: ago(170), to: day(now) }).toString();
    const warmUpQs = new URLSearchParams({ from: ago(20), to: day(now) }).toString();
    for (const format of ['csv', 'xlsx']) {
      const child = fileURLToPath(new URL('./indicators-export.ts', import.meta.url));
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', child, url.toString(), format, exportQs, warmUpQs],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      console.info(out.trimEnd());
    }
  } finally {
    await app.close();
    await database.close();
    if (!SEEDED) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
};
