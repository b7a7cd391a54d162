// Journey: a refused sign-in is recorded, and the administrator finds it in Auditoria
// (/auditoria, docs/decisions/007-audit-log.md): the paged table, the action filter and the search by actor,
// by keyboard, in light and dark mode; nobody else has the screen.
import type { Page } from '@playwright/test';
import {
  accounts,
  expect,
  fillEmailLogin,
  followMenu,
  loginAs,
  logout,
  menuItem,
  openMenu,
  shot,
  submitButton,
  test,
} from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Registros de auditoria' });
const darkSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Modo escuro' }).or(page.getByRole('checkbox', { name: 'Modo escuro' }));

test.describe('audit log (admin)', () => {
  test('a failed login shows in Auditoria with the e-mail typed', async ({ page }) => {
    const attempted = `intruso.${Date.now() % 1_000_000}@exemplo.com`;
    await page.goto(accounts.admin.loginPath);
    await fillEmailLogin(page, attempted, 'nao-e-a-senha');
    await submitButton(page).click();
    await expect(
      page.getByText('Usuário e/ou senha inválidos, verifique seus dados e tente novamente!', { exact: true }),
    ).toBeVisible();

    await loginAs(page, 'admin');
    await followMenu(page, 'Auditoria');
    await expect(page).toHaveURL(/\/auditoria$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
    for (const header of ['Data/hora', 'Ação', 'Quem', 'Alvo', 'Endereço IP']) {
      await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    // Newest first: the admin's own sign-in, then the refused one.
    const failure = table(page).getByRole('row').filter({ hasText: attempted });
    await expect(failure).toContainText('Falha de login');
    await expect(table(page).getByRole('row').nth(1)).toContainText('Login');
    await expect(table(page).getByRole('row').nth(1)).toContainText(accounts.admin.email);
    await shot(page, 'audit-log-light');
    await expectNoSeriousA11yViolations(page, 'admin: Auditoria');

    // Keyboard: the action filter opens and picks with the arrows, the search takes typed text.
    const action = page.getByRole('combobox', { name: 'Ação' });
    await action.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox');
    await expect(options.getByRole('option', { name: 'Falha de login', exact: true })).toBeVisible();
    // 'Todas as ações' (selected) has the focus; 'Login', then 'Falha de login'.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.getByRole('option', { name: 'Falha de login', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(action).toHaveText('Falha de login');
    await expect(action).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Buscar por quem' })).toBeFocused();
    await page.keyboard.type(attempted.slice(0, 14));
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(failure).toContainText('Login digitado');
    await expect(failure).toContainText('127.0.0.1');
    await expect(page.getByText(/^1 registro · Página 1 de 1$/)).toBeVisible();

    // Nothing found
    await page.getByRole('searchbox', { name: 'Buscar por quem' }).fill('ninguem-com-este-nome');
    await expect(page.getByText('Nenhum registro encontrado', { exact: true })).toBeVisible();
    await shot(page, 'audit-log-empty');

    // Dark mode
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    await expect(failure).toBeVisible();
    await darkSwitch(page).click();
    await expect(darkSwitch(page)).toBeChecked();
    await shot(page, 'audit-log-dark');
    await expectNoSeriousA11yViolations(page, 'admin: Auditoria (dark)');
    await darkSwitch(page).click();
  });

  test('representatives have no Auditoria', async ({ page }) => {
    await loginAs(page, 'representative');
    await openMenu(page);
    await expect(menuItem(page, 'Empresas')).toBeVisible();
    await expect(menuItem(page, 'Auditoria')).toHaveCount(0);
    await page.goto('/auditoria');
    await expect(page.getByText('ERRO 404')).toBeVisible();
    await logout(page);
  });
});
