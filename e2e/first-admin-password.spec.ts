// The first administrator's password comes from ADMIN_PASSWORD: at the first sign-in every screen
// waits for a new one (docs/decisions/016-security-hardening.md). The shared server runs the demo
// password, which is exempt, so this journey starts its own server from the same build on an
// empty database.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll, fillEmailLogin, shot, submitButton } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const FIRST = 'Primeira@Senha1';
const NEW = 'Minha@Senha2026';

let server: OwnServer | undefined;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer('first-admin', {
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'admin@universidade.edu.br',
    ADMIN_PASSWORD: FIRST,
  });
  baseURL = server.baseURL;
});

test.afterAll(() => {
  server?.stop();
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
