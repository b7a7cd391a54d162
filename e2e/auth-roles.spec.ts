// Journey (a): each role signs in through its own screen, sees its menu, and 'Sair' leads back
// to that role's login screen.
import {
  accounts,
  expect,
  loginAs,
  logout,
  logoutPath,
  menuItem,
  menuItems,
  shot,
  sideMenu,
  test,
} from './fixtures.ts';

test.describe('sign-in per role and its menu', () => {
  test('student signs in by RA at / and sees the student menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
    await shot(page, 'login-student');

    await loginAs(page, 'student');
    await expect(page).toHaveURL(/\/$/);
    // Greeting with the capitalised student name
    await expect(page.getByRole('heading', { level: 1, name: /^Olá, \p{Lu}\p{Ll}+/u })).toBeVisible();
    for (const item of menuItems.student) await expect(menuItem(page, item)).toBeVisible();
    for (const item of ['Usuários', 'Contratos', 'Empresas']) {
      await expect(menuItem(page, item)).toHaveCount(0);
    }
    await shot(page, 'shell-student');

    await logout(page);
    await expect(page).toHaveURL(new RegExp(`${logoutPath.student}$`));
    await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
    await expect(sideMenu(page)).toBeHidden();
  });

  test('representative signs in at /login-admin and sees Empresas and Vagas only', async ({ page }) => {
    await page.goto(accounts.representative.loginPath);
    await expect(page.getByText('Anuncie suas vagas').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Permanecer conectado' })).toBeVisible();
    await shot(page, 'login-admin');

    await loginAs(page, 'representative');
    for (const item of menuItems.representative) await expect(menuItem(page, item)).toBeVisible();
    for (const item of ['Cursos e seleções', 'Usuários', 'Contratos']) {
      await expect(menuItem(page, item)).toHaveCount(0);
    }
    await shot(page, 'shell-representative');

    await logout(page);
    await expect(page).toHaveURL(new RegExp(`${logoutPath.representative}$`));
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  });

  test('admin signs in at /login-admin and sees the admin menu', async ({ page }) => {
    await loginAs(page, 'admin');
    for (const item of menuItems.admin) await expect(menuItem(page, item)).toBeVisible();
    for (const item of ['Minhas vagas', 'Palco profissional']) {
      await expect(menuItem(page, item)).toHaveCount(0);
    }
    await shot(page, 'shell-admin');

    await logout(page);
    await expect(page).toHaveURL(new RegExp(`${logoutPath.admin}$`));
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();

    // Signed out: the session is gone, a reload stays signed out.
    await page.reload();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  });
});
