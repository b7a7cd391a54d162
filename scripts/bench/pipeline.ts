// Hiring pipeline at scale (docs/decisions/011): one job with 2,000 applicants, on PGlite and on
// PostgreSQL. Prints p50/p95 and SQL per request of what `/candidaturas/:id` asks for (the job
// summary, the board's six columns of 50, the list's pages, the name search), then the board's
// first paint in Chromium (the built web app served by the API), cold and warm cache.
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { STAGES } from '@portal/contracts';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { benchEnv, buildBenchApp, createBenchDatabase, type BenchApp } from './bench-app.ts';
import { seedPipeline } from './pipeline-seed.ts';
import { secondsSince, stats, timeRuns } from './timing.ts';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 2000);
const RUNS = 50;
const PAINTS = 6;
const dist = join(import.meta.dirname, '../../apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
};

const BOARD_READY = `(() => {
  const all = [...document.querySelectorAll('[data-testid^="column-"]')];
  const done = all.length === ${STAGES.length} && document.body.textContent.includes('Vaga Bench Pipeline') &&
    all.every((c) => !c.querySelector('.MuiSkeleton-root') &&
      (c.querySelector('[data-testid^="card-"]') || c.textContent.includes('Nenhuma candidatura')));
  return done ? performance.now() : false;
})()`;

/** Milliseconds from navigation start until the job and all six columns show their cards (or their empty text). */
const paint = async (baseUrl: string, session: string, jobId: number) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // The app's CSP forbids eval, which a string predicate needs; the page itself is unchanged.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'pt-BR',
      bypassCSP: true,
    });
    // Browser code as strings: this script is type-checked without the DOM library.
    await context.addInitScript({ content: `window.localStorage.setItem('session', ${JSON.stringify(session)})` });
    const times: number[] = [];
    for (let i = 0; i < PAINTS; i++) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/candidaturas/${jobId}?visao=quadro`, { waitUntil: 'commit' });
      const ready = await page.waitForFunction(BOARD_READY, null, { timeout: 30_000 });
      times.push(Number(await ready.jsonValue()));
      await page.close();
    }
    const [cold, ...warm] = times;
    const w = stats(warm);
    console.info(
      `  board first paint in Chromium (6 columns of 50 + job): cold cache ${cold!.toFixed(0)} ms; warm cache median ${w.p50.toFixed(0)} ms, max ${w.max.toFixed(0)} ms (n=${warm.length})`,
    );
  } finally {
    await browser.close();
  }
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
    const t0 = performance.now();
    const jobId = await seedPipeline(database, APPLICANTS);
    console.info(`  seeded ${APPLICANTS.toLocaleString('en')} applicants on one job in ${secondsSince(t0)} s`);
    app = await buildBenchApp(env, database, dir, {
      ...(existsSync(join(dist, 'index.html')) && { webDistDir: dist }),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'rh@acme.com.br', password: 'Empresa@123' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const list = `/api/applications?job_id=${jobId}`;
    const column = (stage: string, page = 1) => `${list}&stage=${stage}&page=${page}&limit=50`;
    console.info(`  as the company's representative (n=${RUNS} each after 5 warm-ups; SQL includes 1 for the token):`);
    await timeCase(app, counter, 'GET /api/profile (reference: no list)', ['/api/profile'], headers);
    await timeCase(app, counter, 'GET /api/jobs/:id (summary, hire select)', [`/api/jobs/${jobId}`], headers);
    await timeCase(app, counter, "board column 'Recebida' page 1 of 16", [column('received')], headers);
    await timeCase(app, counter, "board column 'Recebida' page 16 of 16", [column('received', 16)], headers);
    await timeCase(app, counter, "board column 'Entrevista' page 1", [column('interview')], headers);
    await timeCase(
      app,
      counter,
      'whole board: 6 columns at once',
      STAGES.map((s) => column(s)),
      headers,
    );
    await timeCase(app, counter, 'list view page 1 (10 a page)', [`${list}&page=1&limit=10`], headers);
    await timeCase(app, counter, 'list view page 200 (the last)', [`${list}&page=200&limit=10`], headers);
    await timeCase(app, counter, "list view, name search 'silva'", [`${list}&name=silva`], headers);
    if (!existsSync(join(dist, 'index.html'))) {
      console.info('  board first paint: no web build (run npm run build)');
      return;
    }
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    await paint(baseUrl, login.body, jobId);
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
