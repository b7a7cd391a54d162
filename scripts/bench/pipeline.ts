// Hiring pipeline at scale (docs/decisions/011): one job with 2,000 applicants, on PGlite and on
// PostgreSQL. Prints p50/p95 and SQL per request of what `/candidaturas/:id` asks for (the job's
// summary, the board's one request, a column's 'Carregar mais', the list's pages, the name search),
// then the board's first paint in Chromium (the built web app served by the API), cold and warm
// cache, and on PGlite first the first load of /indicadores with the demo data only
// (docs/decisions/013). Warm loads run in a browser profile on disk, as a returning user's; the
// same loads in a private window, which keeps no compiled scripts, are printed beside them. One TARGET line per target: board p95 < 50 ms, first paint < 1 s.
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BOARD_COLUMN_PAGE, STAGES } from '@portal/contracts';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { benchEnv, buildBenchApp, createBenchDatabase, type BenchApp } from './bench-app.ts';
import { firstPaint, verdict } from './first-paint.ts';
import { seedPipeline } from './pipeline-seed.ts';
import { secondsSince, stats, timeRuns } from './timing.ts';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 2000);
const RUNS = 50;
const dist = join(import.meta.dirname, '../../apps/web/dist');
const PAINT_TARGET_MS = 1000;
const BOARD_P95_TARGET_MS = 50;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type App = BenchApp;

const timeCase = async (
  app: App,
  counter: { n: number },
  label: string,
  urls: string[],
  headers: Record<string, string>,
) => {
  let sql = 0;
  const times = await timeRuns(
    RUNS,
    async () => {
      counter.n = 0;
      const answers = await Promise.all(urls.map((url) => app.inject({ url, headers })));
      sql = counter.n;
      const bad = answers.find((r) => r.statusCode !== 200);
      if (bad) throw new Error(`${label}: ${bad.statusCode} ${bad.body.slice(0, 200)}`);
    },
    5,
  );
  const { p50, p95 } = stats(times);
  console.info(
    `  ${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  SQL ${sql}`,
  );
  return p95;
};

/** The job and all six columns show their cards (or their empty text). */
const BOARD_READY = `(() => {
  const all = [...document.querySelectorAll('[data-testid^="column-"]')];
  return all.length === ${STAGES.length} && document.body.textContent.includes('Vaga Bench Pipeline') &&
    all.every((c) => !c.querySelector('.MuiSkeleton-root') &&
      (c.querySelector('[data-testid^="card-"]') || c.textContent.includes('Nenhuma candidatura')));
})()`;

/** The cards show figures and the five charts have drawn (as e2e/indicators.spec.ts records it). */
const INDICATORS_READY = `/\\d/.test(document.querySelector('[aria-label="Indicadores do período"] li')?.textContent ?? '') &&
  [...document.querySelectorAll('section figure')].filter((f) => f.querySelector('svg')).length >= 5`;

const paintLine = (label: string, t: Awaited<ReturnType<typeof firstPaint>>) => {
  console.info(
    `  ${label}: cold cache ${t.cold.toFixed(0)} ms; warm cache median ${t.warmMedian.toFixed(0)} ms, max ${t.warmMax.toFixed(0)} ms (n=${t.warm}); ${t.scripts} JS files`,
  );
};

const benchOn = async (kind: 'PGlite' | 'PostgreSQL') => {
  const counter = { n: 0 };
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  if (kind === 'PostgreSQL') {
    const server = await createBenchDatabase('bench_pipeline', { logQuery: () => void counter.n++ });
    console.info(`PostgreSQL ${server.version}`);
    database = server.database;
    drop = server.drop;
  } else {
    console.info('PGlite (in memory)');
    database = await openDatabase({ memory: true, logQuery: () => void counter.n++ });
  }
  const { dir, env } = benchEnv('pipeline');
  let app: App | undefined;
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await seedDemo(database.db);
    const web = existsSync(join(dist, 'index.html'));
    app = await buildBenchApp(env, database, dir, { ...(web && { webDistDir: dist }) });
    const baseUrl = web ? await app.listen({ host: '127.0.0.1', port: 0 }) : '';
    if (web && kind === 'PGlite') {
      const admin = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
      });
      const t = await firstPaint(baseUrl, admin.body, '/indicadores', INDICATORS_READY);
      paintLine('/indicadores first load, demo data (cards and 5 charts, admin)', t);
      paintLine(
        '  the same in a private window',
        await firstPaint(baseUrl, admin.body, '/indicadores', INDICATORS_READY, 'private'),
      );
      console.info(
        `  TARGET /indicadores first load < ${PAINT_TARGET_MS} ms (warm median): ${t.warmMedian.toFixed(0)} ms ${verdict(t.warmMedian, PAINT_TARGET_MS)}`,
      );
    }
    const t0 = performance.now();
    const jobId = await seedPipeline(database, APPLICANTS);
    console.info(`  seeded ${APPLICANTS.toLocaleString('en')} applicants on one job in ${secondsSince(t0)} s`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rh@acme.com.br', password: 'Empresa@123' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const list = `/api/applications?job_id=${jobId}`;
    const received = (await app.inject({ url: `/api/jobs/${jobId}/board?limit=${BOARD_COLUMN_PAGE}`, headers }))
      .json()
      .columns.find((c: { stage: string }) => c.stage === 'received').total as number;
    const lastPage = Math.ceil(received / BOARD_COLUMN_PAGE);
    const more = (page: number) => `${list}&stage=received&page=${page}&limit=${BOARD_COLUMN_PAGE}`;
    console.info(`  as the company's representative (n=${RUNS} each after 5 warm-ups; SQL includes 1 for the token):`);
    await timeCase(app, counter, 'GET /api/profile (reference: no list)', ['/api/profile'], headers);
    const summary = await timeCase(
      app,
      counter,
      'GET /api/jobs/:id/summary (header)',
      [`/api/jobs/${jobId}/summary`],
      headers,
    );
    const board = await timeCase(
      app,
      counter,
      `GET /api/jobs/:id/board (6 columns of ${BOARD_COLUMN_PAGE})`,
      [`/api/jobs/${jobId}/board?limit=${BOARD_COLUMN_PAGE}`],
      headers,
    );
    await timeCase(app, counter, "'Carregar mais' in 'Recebida', page 2", [more(2)], headers);
    await timeCase(app, counter, `'Carregar mais' in 'Recebida', page ${lastPage} (last)`, [more(lastPage)], headers);
    await timeCase(app, counter, 'list view page 1 (10 a page)', [`${list}&page=1&limit=10`], headers);
    await timeCase(app, counter, 'list view page 200 (the last)', [`${list}&page=200&limit=10`], headers);
    await timeCase(app, counter, "list view, name search 'silva'", [`${list}&name=silva`], headers);
    console.info(
      `  TARGET board p95 < ${BOARD_P95_TARGET_MS} ms (${kind}): board ${board.toFixed(1)} ms ${verdict(board, BOARD_P95_TARGET_MS)}, summary ${summary.toFixed(1)} ms ${verdict(summary, BOARD_P95_TARGET_MS)}`,
    );
    if (!web) {
      console.info('  first paints: no web build (run npm run build)');
      return;
    }
    const boardPath = `/candidaturas/${jobId}?visao=quadro`;
    const t = await firstPaint(baseUrl, login.body, boardPath, BOARD_READY);
    paintLine(`board first paint (job + 6 columns of ${BOARD_COLUMN_PAGE})`, t);
    paintLine(
      '  the same in a private window',
      await firstPaint(baseUrl, login.body, boardPath, BOARD_READY, 'private'),
    );
    console.info(
      `  TARGET board first paint < ${PAINT_TARGET_MS} ms (${kind}, warm median): ${t.warmMedian.toFixed(0)} ms ${verdict(t.warmMedian, PAINT_TARGET_MS)}`,
    );
  } finally {
    await app?.close();
    if (drop) await drop();
    else await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

export const benchPipeline = async (): Promise<void> => {
  console.info(`load average at start (1, 5, 15 min): ${load()}`);
  await benchOn('PGlite');
  await benchOn('PostgreSQL');
  console.info(`load average at end (1, 5, 15 min): ${load()}`);
};
