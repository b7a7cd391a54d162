// Playwright: the built app served by `node scripts/start.mjs` on a fresh data directory,
// driven in Debian's headless Chromium shell (e2e/support/chromium.ts; scripts/install-chromium.sh
// installs it).
// Run: npx playwright test -c e2e/playwright.config.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
// E2E_ARTIFACTS_DIR keeps concurrent runs (e.g. two branches on one machine) apart.
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? path.join(e2eDir, '.artifacts');

// Each Playwright worker drives its own server on its own data directory, so journeys that change
// shared state (the password-reset journey changes the admin's password, others count rows or
// change settings) never meet one another (docs/decisions/015-spec-boundaries-one-way.md).
// E2E_WORKERS picks how many (default 2; 1 on an outside database, E2E_DATABASE_URL, which the
// servers would share).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.E2E_DATABASE_URL ? 1 : 2)) || 1);

// Free ports, picked once by the runner (workers inherit E2E_PORTS), so that two runs on one
// machine never meet on the same server.
process.env.E2E_PORTS ??= execFileSync(
  process.execPath,
  [
    '-e',
    `const net = require('node:net');
     const pick = () => new Promise((r) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => r(p)); }); });
     (async () => { const ports = new Set(); while (ports.size < ${workers}) ports.add(await pick()); console.log([...ports].join(',')); })();`,
  ],
  { encoding: 'utf8' },
).trim();
const ports = process.env.E2E_PORTS.split(',').map(Number);
const urlOf = (port: number) => `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The config is evaluated by the runner and again by every worker. Only the runner picks (and
// empties) the data directories; workers inherit E2E_DATA_DIRS through the environment.
if (!process.env.E2E_DATA_DIRS) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  // Data directories of earlier runs go, but not those of a run still going (its pid is alive).
  for (const entry of fs.readdirSync(artifactsDir)) {
    const pid = Number(/^data-\d+-(\d+)$/.exec(entry)?.[1]);
    if (!entry.startsWith('data-') || (pid && isAlive(pid))) continue;
    fs.rmSync(path.join(artifactsDir, entry), { recursive: true, force: true });
  }
  const runDir = path.join(artifactsDir, `data-${Date.now()}-${process.pid}`);
  const dirs = ports.map((_, slot) => path.join(runDir, `server-${slot}`));
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
  process.env.E2E_DATA_DIRS = dirs.join(path.delimiter);
}
const dataDirs = process.env.E2E_DATA_DIRS.split(path.delimiter);
// A worker's slot (TEST_PARALLEL_INDEX, 0..workers-1, kept when a worker is replaced) names its
// server: the specs read E2E_BASE_URL and E2E_DATA_DIR (e-mails in `${E2E_DATA_DIR}/outbox/*.eml`).
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length;
const baseURL = urlOf(ports[slot]!);
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATA_DIR = dataDirs[slot]!;

export default defineConfig({
  testDir: e2eDir,
  testMatch: '*.spec.ts',
  outputDir: path.join(artifactsDir, 'test-results'),
  // Whole files per worker, one after another on that worker's server.
  workers,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(artifactsDir, 'report'), open: 'never' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    colorScheme: 'light',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: ports.map((port, index) => ({
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${urlOf(port)}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDirs[index]!,
      SEED_DEMO: 'true',
      APP_URL: urlOf(port),
      // Embedded PGlite under DATA_DIR and .eml files in DATA_DIR/outbox, whatever the shell has.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: '',
      // E2E_WEB_DIST_DIR: serve a web build from elsewhere (e.g. one built with
      // `vite build --outDir`), leaving apps/web/dist alone.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR, SKIP_WEB_BUILD: 'true' } : {}),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The journeys log in many times from one address; keep the limits out of their way
      // (the API tests cover rate limiting).
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '50',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '500',
      FORGOT_MAX_PER_ACCOUNT: '20',
      FORGOT_MAX_PER_ADDRESS: '100',
      SIGNUP_MAX_PER_ADDRESS: '100',
      // Beside the other stages of `npm test` a nice-19 face worker got almost no CPU.
      FACE_WORKER_NICE: '0',
      // The closing-date journey moves the server's clock forward through this file (tests only).
      CLOCK_OFFSET_FILE: path.join(dataDirs[index]!, 'clock-offset'),
    },
  })),
});
