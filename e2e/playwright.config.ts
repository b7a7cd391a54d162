// Playwright: the built app served by `node scripts/start.mjs` on a fresh data directory,
// driven in Debian's Chromium (/usr/bin/chromium; scripts/install-chromium.sh installs it).
// Run: npx playwright test -c e2e/playwright.config.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
// E2E_ARTIFACTS_DIR keeps concurrent runs (e.g. two branches on one machine) apart.
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? path.join(e2eDir, '.artifacts');

// A free port, picked once by the runner (workers inherit E2E_PORT), so that two runs on one
// machine never meet on the same server.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ],
  { encoding: 'utf8' },
).trim();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
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
// empties) the data directory; workers inherit E2E_DATA_DIR through the environment, so specs
// read the same directory the server writes to (e-mails in `${E2E_DATA_DIR}/outbox/*.eml`).
if (!process.env.E2E_DATA_DIR) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  // Data directories of earlier runs go, but not those of a run still going (its pid is alive).
  for (const entry of fs.readdirSync(artifactsDir)) {
    const pid = Number(/^data-\d+-(\d+)$/.exec(entry)?.[1]);
    if (!entry.startsWith('data-') || (pid && isAlive(pid))) continue;
    fs.rmSync(path.join(artifactsDir, entry), { recursive: true, force: true });
  }
  const dataDir = path.join(artifactsDir, `data-${Date.now()}-${process.pid}`);
  fs.mkdirSync(dataDir, { recursive: true });
  process.env.E2E_DATA_DIR = dataDir;
}
process.env.E2E_BASE_URL = baseURL;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: e2eDir,
  testMatch: '*.spec.ts',
  outputDir: path.join(artifactsDir, 'test-results'),
  // One worker: the specs share one server and one database (the password-reset journey changes
  // the admin's password and restores it afterwards).
  workers: 1,
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
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      APP_URL: baseURL,
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
      // The closing-date journey moves the server's clock forward through this file (tests only).
      CLOCK_OFFSET_FILE: path.join(dataDir, 'clock-offset'),
    },
  },
});
