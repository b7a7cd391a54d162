// Job alerts at scale on PostgreSQL (docs/decisions/012-job-alerts.md): the set-based matching
// statement of a digest run (BENCH_ALERTS alerts, default 20,000, against the BENCH_NEW_JOBS jobs
// opened in the last day, default 500, among BENCH_JOBS jobs, default 100,000), its plan, the
// instant statement per job, and the student search's p95 (mix of one client, as in
// `student-search`) alone and while matching runs. BENCH_EXPLAIN prints both statements' plans
// (EXPLAIN ANALYZE, BUFFERS). BENCH_PG_URL: see pg-server.ts.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { portalDate } from '../../apps/api/src/lib/clock.ts';
import {
  MATCHING_SETTINGS,
  matchingStatement,
  type MatchScope,
} from '../../apps/api/src/modules/job-alerts/job-alerts.matching.ts';
import { alertMatch } from '../../apps/api/src/modules/student-jobs/student-jobs.sql.ts';
import { openTodaysJobs, seedAlerts } from './alerts-seed.ts';
import { benchEnv, benchHeaders, buildBenchApp, createBenchDatabase } from './bench-app.ts';
import { SEARCH_CASES, searchClient } from './search-mix.ts';
import { seedStudentSearchJobs } from './student-search-seed.ts';
import { secondsSince, stats } from './timing.ts';

const ms = (v: number) => `${v.toFixed(1)} ms`;

export const benchAlerts = async (): Promise<void> => {
  const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
  const alerts = Number(process.env.BENCH_ALERTS ?? 20_000);
  const newJobs = Number(process.env.BENCH_NEW_JOBS ?? 500);
  const server = await createBenchDatabase('bench_alerts');
  const { database } = server;
  // The matching runs on its own connection, in a transaction rolled back after each run, so every
  // run finds the same pairs (as a worker would, beside the API's pool).
  const worker = new pg.Client({ connectionString: server.url });
  const { dir, env } = benchEnv('alerts');
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const t0 = performance.now();
    await seedStudentSearchJobs(database.db, jobs);
    const made = await seedAlerts(database.run, Math.ceil(alerts / 10), 10);
    await openTodaysJobs(database.run, newJobs);
    await database.run.query('vacuum analyze', []);
    console.info(
      `PostgreSQL (server): ${jobs.toLocaleString('en')} jobs (${newJobs} opened in the last day), ${made.toLocaleString('en')} alerts of ${Math.ceil(alerts / 10).toLocaleString('en')} students; seeded in ${secondsSince(t0)} s`,
    );
    await worker.connect();

    const today = portalDate(new Date());
    const digest: MatchScope = {
      today,
      frequencies: ['instant', 'daily', 'weekly'],
      since: new Date(Date.now() - 86_400_000),
    };
    const matchOnce = async (scope: MatchScope) => {
      const { text, values } = matchingStatement(alertMatch, scope);
      await worker.query('begin');
      const t = performance.now();
      await worker.query(MATCHING_SETTINGS);
      const res = await worker.query(text, values);
      const elapsed = performance.now() - t;
      await worker.query('rollback');
      return { elapsed, pairs: res.rowCount ?? 0 };
    };

    // The digest statement: every alert against the day's jobs, in one statement.
    const runs: number[] = [];
    let pairs = 0;
    for (let i = 0; i < 3; i++) {
      const r = await matchOnce(digest);
      runs.push(r.elapsed);
      pairs = r.pairs;
    }
    const { text, values } = matchingStatement(alertMatch, digest);
    await worker.query('begin');
    await worker.query(MATCHING_SETTINGS);
    const plan = await worker.query(`explain (analyze, buffers, costs off) ${text}`, values);
    await worker.query('rollback');
    console.info(
      `\nmatching ${made.toLocaleString('en')} alerts x ${newJobs} new jobs (one statement): ${runs.map(ms).join(', ')}; ${pairs.toLocaleString('en')} (alert, job) pairs found (target < 10 s)`,
    );
    if (process.env.BENCH_EXPLAIN) {
      console.info('\nEXPLAIN (ANALYZE, BUFFERS) of the matching statement:');
      console.info(plan.rows.map((r: Record<string, string>) => `  ${Object.values(r)[0]}`).join('\n'));
    }

    // Instant: one statement per opened job, against the instant alerts.
    const ids = (await worker.query<{ id: number }>(`select id from jobs order by id desc limit 20`)).rows.map(
      (r) => r.id,
    );
    const instant: number[] = [];
    for (const id of ids) instant.push((await matchOnce({ today, frequencies: ['instant'], jobId: id })).elapsed);
    const is = stats(instant);
    console.info(
      `\ninstant matching, one opened job against the instant alerts (${ids.length} jobs): p50 ${ms(is.p50)}  p95 ${ms(is.p95)}  max ${ms(is.max)}`,
    );
    if (process.env.BENCH_EXPLAIN) {
      const one = matchingStatement(alertMatch, { today, frequencies: ['instant'], jobId: ids[0]! });
      await worker.query('begin');
      await worker.query(MATCHING_SETTINGS);
      const p = await worker.query(`explain (analyze, buffers, costs off) ${one.text}`, one.values);
      await worker.query('rollback');
      console.info('EXPLAIN (ANALYZE, BUFFERS) of the instant statement:');
      console.info(p.rows.map((r: Record<string, string>) => `  ${Object.values(r)[0]}`).join('\n'));
    }

    // The student search (mix of one client) alone, then while digest matching runs back to back.
    const app = await buildBenchApp(env, database, dir);
    const search = searchClient(app, await benchHeaders(app, 'student'));
    const call = search.call;
    const mix = async (rounds: number) => (await search.mix(1, rounds)).times;
    for (const [, q] of SEARCH_CASES) for (let i = 0; i < 3; i++) await call(q);
    // Alone and while matching runs back to back, in turns (the machine is shared: its load
    // changes over minutes, so the two are measured side by side), three turns each.
    const rounds = SEARCH_CASES.length * 12;
    const alone: number[] = [];
    const busy: number[] = [];
    let during = 0;
    for (let turn = 0; turn < 3; turn++) {
      alone.push(...(await mix(rounds)));
      let matching = true;
      const loop = (async () => {
        while (matching) {
          await matchOnce(digest);
          during++;
        }
      })();
      // The turn lasts at least one whole matching run.
      const started = during;
      do busy.push(...(await mix(SEARCH_CASES.length)));
      while (during === started);
      matching = false;
      await loop;
    }
    const a = stats(alone);
    const b = stats(busy);
    console.info(
      `\nstudent search, mix of 1 client, in 3 turns (${alone.length} requests alone, ${busy.length} while matching):\n` +
        `  alone                p50 ${ms(a.p50)}  p95 ${ms(a.p95)}\n` +
        `  while matching runs  p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  (${during} matching runs meanwhile)\n` +
        `  p95 while matching / alone: ${((b.p95 / a.p95 - 1) * 100).toFixed(0)} % (target <= +20 %); decision 010's p95 alone: 7.5 ms, 8.5 ms`,
    );
    await app.close();
  } finally {
    await worker.end().catch(() => undefined);
    await server.drop();
    rmSync(dir, { recursive: true, force: true });
  }
};
