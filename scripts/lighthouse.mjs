#!/usr/bin/env node
// Lighthouse (desktop preset) on the built app: performance, accessibility and best practices of
// the student login page, the student home with search results and the public resume of the
// demo student. Prints a table of scores; with --strict, exits 1 when a score is under 95.
// With --mobile, Lighthouse's default mobile preset (simulated slow 4G, 4x CPU slowdown) runs too,
// over the sign-in pages, the student home with results, 'Candidaturas', the public resume and
// the public verification of a signed TCE (`/validar/{code}`, created through the API),
// and the table adds the mobile run's LCP, TBT, CLS and bytes; each figure is the median of the
// runs (3 unless --runs says otherwise; docs/decisions/021-mobile-first-load.md).
//
//   npm run lighthouse [-- --mobile] [-- --strict] [-- --skip-build] [-- --runs=N] [-- --only=login,public-resume]
//   npm run lighthouse -- --mobile --trace-only   (the traced loads of lighthouse-trace.mjs, no Lighthouse)
//
// It builds the web app (`npm run build`; --skip-build, or WEB_DIST_DIR=<a built dist>, skips
// it), starts the server as the e2e suite does (scripts/start.mjs on a free port, a fresh
// DATA_DIR with the demo data), and runs Lighthouse in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium) with --headless=new --no-sandbox --disable-gpu, one fresh browser profile
// per page. The student home needs a session: as Lighthouse documents for pages behind a login
// (docs/authenticated-pages.md), puppeteer stores it first (localStorage, on a same-origin
// static file so no app asset gets cached) and Lighthouse runs with `disableStorageReset`.
// Reports (HTML and JSON) go to e2e/.artifacts/lighthouse/ (or LIGHTHOUSE_OUT_DIR). With
// --runs=N each page is measured N times and the median performance run is kept.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { traceLoad } from './lighthouse-trace.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const skipBuild = args.includes('--skip-build') || Boolean(process.env.WEB_DIST_DIR);
const mobile = args.includes('--mobile');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? (mobile ? 3 : 1)) || 1);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const THRESHOLD = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
process.env.CHROME_PATH ??= '/usr/bin/chromium';

// Lighthouse and puppeteer-core are dev dependencies of the e2e workspace.
const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
const importFromE2e = (specifier) => import(pathToFileURL(requireFromE2e.resolve(specifier)).href);
const { default: lighthouse } = await importFromE2e('lighthouse');
const { default: desktopConfig } = await importFromE2e('lighthouse/core/config/desktop-config.js');
const chromeLauncher = await importFromE2e('chrome-launcher');
const puppeteer = requireFromE2e('puppeteer-core');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!skipBuild) {
  console.info('Building the web app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const outDir = process.env.LIGHTHOUSE_OUT_DIR ?? path.join(root, 'e2e', '.artifacts', 'lighthouse');
fs.mkdirSync(outDir, { recursive: true });

console.info(`Starting the server on ${origin} (DATA_DIR ${dataDir})…`);
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    // Not 'production': that refuses the demo data this audit runs on (apps/api/src/env.ts).
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    APP_URL: origin,
    DATABASE_URL: '',
    SMTP_URL: '',
    SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
  },
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});
const stopServer = async () => {
  if (serverExited) return;
  server.kill('SIGTERM');
  for (let i = 0; i < 50 && !serverExited; i++) await sleep(100);
  if (!serverExited) server.kill('SIGKILL');
};
const cleanUp = async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

const waitForServer = async () => {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the server exited during start-up');
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not start within 240 s');
};

const api = async (method, url, body, token) => {
  const response = await fetch(`${origin}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} /api${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** The demo student's session (docs/spec/15-demo-data.md#accounts) with the student term signed, as after a first login. */
const studentSession = async () => {
  const session = await api('POST', '/login-student', { ra: '2024001', password: 'Aluno@1234' });
  if (!session.has_terms) {
    const terms = await api('GET', '/terms');
    const term = terms.filter((t) => t.type === 'aluno').sort((a, b) => b.id - a.id)[0];
    await api('POST', '/terms/sign', { user_id: session.user_id, term_id: term.id }, session.token);
    session.has_terms = true;
  }
  return session;
};

/** The demo student's shared resume link (`/curriculum/{id}/public?key=`): the page opens only with its key. */
const publicResumePath = async (session) => {
  const path = `/students/${session.student_id}/share`;
  let share = await api('GET', path, undefined, session.token);
  if (!share.enabled || !share.public_url) share = await api('POST', path, {}, session.token);
  const url = new URL(share.public_url);
  return `${url.pathname}${url.search}`;
};

/**
 * The verification code of a signed TCE (`/validar/{code}`): the demo data has none, so the office
 * registers Acme's convênio, Acme starts a TCE for the demo student and the three parties sign
 * (docs/spec/07-api.md, 'Document verification'; the last signature freezes the document).
 */
const signedTceCode = async (student) => {
  // The API tests' lawful TCE (run through tsx, so the TypeScript helper loads here).
  const { tcePayload } = await import('../apps/api/src/modules/internships/internships.test-helpers.ts');
  const admin = await api('POST', '/login', { email: 'admin@demo.edu.br', password: 'Admin@12345' });
  const rep = await api('POST', '/login', { email: 'rh@acme.com.br', password: 'Empresa@123' });
  const companies = await api('GET', '/companies?limit=100', undefined, admin.token);
  const acme = (companies.data ?? companies).find((c) => c.name === 'Acme Tecnologia');
  await api(
    'POST',
    '/agreements',
    { companies_id: acme.id, number: 'CV-LH-1', starts_on: '2020-01-01', ends_on: '2035-12-31' },
    admin.token,
  );
  const tce = await api('POST', '/internships', tcePayload({ companies_id: acme.id }), rep.token);
  await api('POST', `/internships/${tce.id}/submit`, undefined, rep.token);
  await api('POST', `/internships/${tce.id}/signatures`, { password: 'Aluno@1234' }, student.token);
  await api('POST', `/internships/${tce.id}/signatures`, { password: 'Empresa@123' }, rep.token);
  await api('POST', `/internships/${tce.id}/signatures`, { password: 'Admin@12345' }, admin.token);
  return (await api('GET', `/internships/${tce.id}`, undefined, admin.token)).verification_code;
};

/** One Lighthouse run of `url` in a fresh browser; `prepare(browser)` runs first (puppeteer). */
const measure = async (url, prepare, preset) => {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (prepare) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await prepare(browser);
      await browser.disconnect();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(prepare),
      },
      // No config: Lighthouse's default, the mobile preset.
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
};

/** The figures of traced cold loads (lighthouse-trace.mjs), each in a fresh browser; medians of `n`. */
const traced = async (url, prepare, n) => {
  const loads = [];
  for (let i = 0; i < n; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      loads.push(await traceLoad(browser, url, prepare));
      await browser.disconnect();
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(loads[0]).map((k) => [k, middle(loads.map((l) => l[k]))]));
};

/** The median of the runs that produced the figure (a run can miss one: an LCP Lighthouse could not tell). */
const middle = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
/** The run of median performance (its report is kept). */
const median = (results) => {
  const score = (r) => r.lhr.categories.performance?.score ?? 0;
  const m = middle(results.map(score));
  return results.find((r) => score(r) === m);
};
/** Each figure's median over the runs: scores, LCP, TBT, CLS and bytes transferred. */
const figures = (results) => {
  const of = (pick) => middle(results.map(({ lhr }) => pick(lhr)));
  const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, of((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100))])),
    lcp: of((lhr) => audit(lhr, 'largest-contentful-paint')),
    tbt: of((lhr) => audit(lhr, 'total-blocking-time')),
    cls: of((lhr) => audit(lhr, 'cumulative-layout-shift')),
    bytes: of((lhr) => audit(lhr, 'total-byte-weight')),
  };
};

let exitCode = 0;
try {
  await waitForServer();
  const session = await studentSession();
  // Stored like the app does after POST /api/login-student (lib/session.ts).
  const signedIn = async (browser) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/favicon.svg`);
    // Runs in the page (a browser global).
    await page.evaluate((value) => globalThis.localStorage.setItem('session', value), JSON.stringify(session));
    await page.close();
  };
  const pages = [
    { name: 'login', label: 'Login (/)', url: `${origin}/` },
    ...(mobile
      ? [
          { name: 'signin', label: 'Student sign-in (/signin)', url: `${origin}/signin` },
          { name: 'login-admin', label: 'Staff login (/login-admin)', url: `${origin}/login-admin` },
        ]
      : []),
    {
      name: 'student-home-results',
      label: 'Student home with results',
      url: `${origin}/?busca=1&title=est%C3%A1gio`,
      prepare: signedIn,
    },
    ...(mobile
      ? [{ name: 'applications', label: 'Candidaturas', url: `${origin}/candidaturas`, prepare: signedIn }]
      : []),
    { name: 'public-resume', label: 'Public resume', url: `${origin}${await publicResumePath(session)}` },
    ...(mobile
      ? [
          {
            name: 'verify',
            label: 'TCE verification (/validar)',
            url: `${origin}/validar/${await signedTceCode(session)}`,
          },
        ]
      : []),
  ];
  // --trace-only: the traced loads alone (their figures hardly move with the machine's load).
  const presets = args.includes('--trace-only') ? [] : mobile ? ['mobile', 'desktop'] : ['desktop'];

  const rows = [];
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const row = { page: page.label };
    for (const preset of presets) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        console.info(`Lighthouse ${preset}: ${page.label}${runs > 1 ? ` (run ${i + 1}/${runs})` : ''}…`);
        const result = await measure(page.url, page.prepare, preset);
        const lcp = result.lhr.audits['largest-contentful-paint'];
        if (lcp?.numericValue === undefined) console.warn(`  no LCP in this run: ${lcp?.errorMessage ?? 'no audit'}`);
        results.push(result);
      }
      const { lhr, report } = median(results);
      const [html, json] = report;
      const suffix = preset === 'desktop' ? '' : `-${preset}`;
      fs.writeFileSync(path.join(outDir, `${page.name}${suffix}.html`), html);
      fs.writeFileSync(path.join(outDir, `${page.name}${suffix}.json`), json);
      if (lhr.runtimeError) console.warn(`  ${page.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl !== page.url) console.warn(`  ${page.label}: ended at ${lhr.finalDisplayedUrl}`);
      row[preset] = figures(results);
      // What keeps a category under the threshold: its failing audits with weight.
      for (const category of CATEGORIES) {
        if (row[preset][category] === 100) continue;
        const failing = lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
        if (failing.length) console.info(`  ${page.label} / ${preset} ${category}: ${failing.join(', ')}`);
      }
    }
    if (mobile) {
      console.info(`Traced cold loads: ${page.label}…`);
      row.trace = await traced(page.url, page.prepare, runs);
    }
    rows.push(row);
  }
  fs.writeFileSync(path.join(outDir, `summary${mobile ? '-mobile' : ''}.json`), JSON.stringify(rows, null, 2));

  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const traceCells = (t) => [
    String(Math.round(t.jsKb)),
    String(t.requests),
    Number.isFinite(t.apiRound) ? String(t.apiRound) : '-',
    String(t.scriptRounds),
    String(Math.round(t.cpuMs)),
    `${Math.round(t.cpuTbt)} ms`,
  ];
  const header = mobile
    ? [
        'Page',
        'Mobile',
        'Desktop',
        'Accessibility',
        'Best practices',
        'LCP',
        'TBT',
        'CLS',
        'KB',
        'JS KB',
        'Requests',
        'API round',
        'Script rounds',
        'CPU ms',
        'CPU TBT 4x',
      ]
    : ['Page', 'Performance', 'Accessibility', 'Best practices'];
  const table = rows.map((r) =>
    mobile && r.mobile
      ? [
          r.page,
          String(r.mobile.performance),
          String(r.desktop.performance),
          String(Math.min(r.mobile.accessibility, r.desktop.accessibility)),
          String(Math.min(r.mobile['best-practices'], r.desktop['best-practices'])),
          seconds(r.mobile.lcp),
          `${Math.round(r.mobile.tbt)} ms`,
          r.mobile.cls.toFixed(3),
          String(Math.round(r.mobile.bytes / 1024)),
          ...traceCells(r.trace),
        ]
      : r.desktop
        ? [r.page, String(r.desktop.performance), String(r.desktop.accessibility), String(r.desktop['best-practices'])]
        : [r.page, ...Array(8).fill('-'), ...traceCells(r.trace)],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const presetNote = mobile
    ? 'mobile preset (simulated slow 4G, 4x CPU slowdown; LCP, TBT, CLS and KB transferred of the mobile run) and desktop preset; then traced cold loads without throttling (scripts/lighthouse-trace.mjs): KB of JavaScript transferred, requests, the round of the first API request and of the deepest script, main-thread CPU ms and the TBT that CPU makes at 4x'
    : 'desktop preset';
  console.log(
    `\nLighthouse ${presetNote}, Chromium at ${process.env.CHROME_PATH}; reports in ${path.relative(root, outDir)}/`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
  if (!only && presets.length > 0 && process.env.BENCH_README !== 'false') {
    // Run through tsx (npm run lighthouse), so the README helper's TypeScript loads here.
    const { measuredOn, writeQualityBlock } = await import('./quality/readme-section.ts');
    const body = [
      `${measuredOn()}, ${presetNote}, median of ${runs} run(s)`,
      '',
      line(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...table.map(line),
    ];
    writeQualityBlock(
      mobile ? 'lighthouse-mobile' : 'lighthouse',
      mobile
        ? 'Lighthouse, mobile and desktop (`npm run lighthouse -- --mobile`)'
        : 'Lighthouse (`npm run lighthouse`)',
      body.join('\n'),
    );
  }

  const low = rows.filter((r) => presets.some((p) => CATEGORIES.some((c) => r[p]?.[c] < THRESHOLD)));
  if (low.length) {
    console.log(
      `\n${low.length} page(s) under ${THRESHOLD} in some category${strict ? '' : ' (pass --strict to fail)'}.`,
    );
    if (strict) exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
