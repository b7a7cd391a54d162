// The shell (docs/spec/02-screens.md#menu-and-shell): the 296 px drawer starts open on wide screens and
// closed on narrow ones, and closes after every route change on both; footer with the rights notice.
import { expect, loginAs, menuItem, openMenu, sideMenu, test } from './fixtures.ts';

test('the drawer starts open on wide screens, 296 px wide, and closes after navigating', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.getByText(/2024/).filter({ hasText: /direitos reservados/i })).toBeVisible();
  const box = await page.locator('#menu-lateral .MuiDrawer-paper').boundingBox();
  expect(box?.width).toBe(296);
  await menuItem(page, 'Empresas').click();
  await expect(page).toHaveURL(/\/empresas$/);
  await expect(sideMenu(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  // The menu button brings it back, and the next route change closes it again.
  await openMenu(page);
  await menuItem(page, 'Vagas').click();
  await expect(page).toHaveURL(/\/vagas$/);
  await expect(sideMenu(page)).toBeHidden();
  // A fresh load of a page starts with it open again.
  await page.reload();
  await expect(sideMenu(page)).toBeVisible();
});

test('on a narrow screen the drawer starts closed and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAs(page, 'student');
  await expect(sideMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(sideMenu(page)).toBeVisible();
  await menuItem(page, 'Minhas vagas').click();
  await expect(page).toHaveURL(/\/minhas-vagas$/);
  await expect(sideMenu(page)).toBeHidden();
});

test("'Reportar problema' writes to the university's support address without opening a blank tab", async ({ page }) => {
  await loginAs(page, 'representative');
  const support = menuItem(page, 'Reportar problema');
  await expect(support).toHaveAttribute('href', /^mailto:suporte@demo\.edu\.br\?subject=/);
  await expect(support).not.toHaveAttribute('target', /.+/);
});
