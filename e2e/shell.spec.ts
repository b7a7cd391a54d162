// The shell (SEED-SPEC §2 "Menu and shell"): the 296 px drawer starts open on wide screens,
// closed on narrow ones, and closes after every route change there; footer with the rights notice.
import { expect, loginAs, menuItem, sideMenu, test } from './fixtures.ts';

test('the drawer is open on wide screens and 296 px wide', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.getByText(/2024/).filter({ hasText: /direitos reservados/i })).toBeVisible();
  const box = await page.locator('#menu-lateral .MuiDrawer-paper').boundingBox();
  expect(box?.width).toBe(296);
  // Navigating keeps it open on a wide screen.
  await menuItem(page, 'Empresas').click();
  await expect(page).toHaveURL(/\/empresas$/);
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
