// Shared fixtures and helpers of the journeys: demo accounts (docs/spec/15-demo-data.md#accounts), logins through
// each role's screen, the side menu, screenshots and the server's data directory.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { signStudentTerm } from './support/student-terms.ts';

export { expect };

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
export const screensDir = path.join(process.env.E2E_ARTIFACTS_DIR ?? path.join(e2eDir, '.artifacts'), 'screens');

export const accounts = {
  admin: { email: 'admin@demo.edu.br', password: 'Admin@12345', loginPath: '/login-admin' },
  representative: { email: 'rh@acme.com.br', password: 'Empresa@123', loginPath: '/login-admin' },
  student: { ra: '2024001', password: 'Aluno@1234', loginPath: '/' },
} as const;

export type Role = keyof typeof accounts;

/** Menu items per role (docs/spec/02-screens.md#menu-and-shell). */
export const menuItems = {
  student: ['Minhas vagas', 'Candidaturas', 'Meus alertas', 'Meu estágio', 'Cursos e seleções', 'Palco profissional'],
  representative: ['Empresas', 'Vagas', 'Estágios', 'Convênios', 'Indicadores'],
  admin: ['Usuários', 'Contratos', 'Empresas', 'Vagas', 'Estágios', 'Convênios', 'Cursos e seleções', 'Indicadores'],
} as const;

/** Where 'Sair' leads. */
export const logoutPath: Record<Role, string> = {
  admin: '/login-admin',
  representative: '/login-admin',
  student: '/',
};

/** The server's DATA_DIR for this run (set by playwright.config.ts). */
export const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
};

/**
 * Full-page screenshot into e2e/.artifacts/screens/<name>.png, for review. Transitions are run to
 * their end: a dialog caught mid-fade looked half transparent over the page.
 */
export const shot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true, animations: 'disabled' });
};

/**
 * The page fits `width` without a horizontal scroll. Polled: after a resize, the switch to the
 * phone layout (media queries in React) lands a few frames later.
 */
export const expectNoHorizontalScroll = (page: Page, width: number): Promise<void> =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** The side menu (drawer) of the signed-in shell. */
export const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' });

/** A menu entry by its exact label. */
export const menuItem = (page: Page, label: string): Locator =>
  sideMenu(page)
    .getByRole('link', { name: label, exact: true })
    .or(sideMenu(page).getByRole('button', { name: label, exact: true }))
    .or(sideMenu(page).getByRole('menuitem', { name: label, exact: true }));

/**
 * Opens the side menu when it is closed: it closes after every route change, on wide screens too
 * (docs/spec/02-screens.md#menu-and-shell). The top bar's button names the drawer's state at once, even mid-animation.
 */
export const openMenu = async (page: Page): Promise<void> => {
  // Wait for the toggle itself: while a dialog fades out the banner is hidden from the
  // accessibility tree, and a count taken then would find no button at all.
  const banner = page.getByRole('banner');
  const toggle = banner
    .getByRole('button', { name: 'Abrir menu', exact: true })
    .or(banner.getByRole('button', { name: 'Fechar menu', exact: true }));
  await expect(toggle).toBeVisible();
  const opener = banner.getByRole('button', { name: 'Abrir menu', exact: true });
  if (await opener.count()) await opener.click();
  await expect(sideMenu(page)).toBeVisible();
};

/** Follows a menu entry, opening the menu first when needed. */
export const followMenu = async (page: Page, label: string): Promise<void> => {
  await openMenu(page);
  await menuItem(page, label).click();
};

export const fillStudentLogin = async (page: Page, ra: string, password: string): Promise<void> => {
  await page.getByLabel('RA', { exact: true }).fill(ra);
  await page.getByLabel('Senha', { exact: true }).fill(password);
};

export const fillEmailLogin = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
};

export const submitButton = (page: Page, name = 'Entrar'): Locator => page.getByRole('button', { name, exact: true });

/** Logs in through the role's own screen and waits for the signed-in shell. */
export const loginAs = async (page: Page, role: Role, password?: string): Promise<void> => {
  const account = accounts[role];
  // The terms dialog would cover the shell; e2e/student-journey.spec.ts covers accepting it.
  if ('ra' in account && password === undefined) await signStudentTerm(page.request, account.ra, account.password);
  await page.goto(account.loginPath);
  if ('ra' in account) await fillStudentLogin(page, account.ra, password ?? account.password);
  else await fillEmailLogin(page, account.email, password ?? account.password);
  await submitButton(page).click();
  // The top bar's 'Sair' exists only in the signed-in shell (wide or narrow screens).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
};

/** Logs out with the menu's 'Sair'. */
export const logout = async (page: Page): Promise<void> => {
  await followMenu(page, 'Sair');
};

export const test = base.extend<{ dataDir: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  dataDir: async ({}, use) => {
    await use(dataDir());
  },
});
