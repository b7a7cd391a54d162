// The first administrator's password comes from ADMIN_PASSWORD: at the first sign-in every screen
// waits for a new one (docs/decisions/016-security-hardening.md). The shared server runs the demo
// password, which is exempt, so this journey starts its own server from the same build on an
// empty database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll, fillEmailLogin, shot, submitButton } from './fixtures.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIRST = 'Primeira@Senha1';
const NEW = 'Minha@Senha2026';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

let server: ChildProcess | undefined;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  const dataDir = path.join(process.env.E2E_DATA_DIR ?? fs.mkdtempSync('/tmp/portal-e2e-'), 'first-admin');
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.mjs')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DB_CLUSTER_TEMPLATE: path.join(repoRoot, 'apps/api/dist/pgdata'),
      DATABASE_URL: '',
      SMTP_URL: '',
      APP_URL: baseURL,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@universidade.edu.br',
      ADMIN_PASSWORD: FIRST,
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('the first administrator replaces the configured password, then goes where they were going', async ({ page }) => {
  await page.goto(`${baseURL}/login-admin`);
  await fillEmailLogin(page, 'admin@universidade.edu.br', FIRST);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();

  // Any screen of the role shows the form instead, and the API refuses the role's data.
  await page.goto(`${baseURL}/usuarios`);
  await expect(page.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'new password form, light');
  await shot(page, 'first-admin-password');
  await page.setViewportSize({ width: 375, height: 760 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Loaded dark, not switched mid-page: axe must not read colours half-way through a transition.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Defina uma nova senha' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectNoSeriousA11yViolations(page, 'new password form, phone, dark');
  await shot(page, 'first-admin-password-phone-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByLabel('Senha atual', { exact: true }).fill('Errada@12345');
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW);
  await page.getByLabel('Confirmação de senha', { exact: true }).fill(NEW);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha atual incorreta')).toBeVisible();

  await page.getByLabel('Senha atual', { exact: true }).fill(FIRST);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/password') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usuários' }).first()).toBeVisible();

  // The next sign-in takes the new password and goes straight in.
  await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login-admin$/);
  await fillEmailLogin(page, 'admin@universidade.edu.br', NEW);
  await submitButton(page).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
});
