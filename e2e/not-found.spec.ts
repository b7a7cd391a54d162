// Journey (f): unknown routes show the ERRO 404 page with 'Início'; unknown API calls get JSON 404.
import { expect, loginAs, menuItem, shot, test } from './fixtures.ts';

test('an unknown route shows ERRO 404 and Início goes home', async ({ page }) => {
  const response = await page.goto('/rota-que-nao-existe');
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByText('ERRO 404', { exact: true })).toBeVisible();
  await expect(page.getByText('A página que você está procurando não pode ser encontrada.')).toBeVisible();
  // The animation (Lottie, 600x425) is drawn.
  await expect(
    page
      .getByRole('img', { name: /Ilustração/ })
      .locator('svg, canvas')
      .first(),
  ).toBeVisible();
  await shot(page, 'not-found');

  await page
    .getByRole('button', { name: 'Início' })
    .or(page.getByRole('link', { name: 'Início' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
});

test('an unknown API route answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/nao-existe', { headers: { accept: 'text/html,application/json' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { errors?: { message?: string }[] };
  expect(body.errors?.[0]?.message).toBeTruthy();
});

test('a signed-in user gets ERRO 404 inside the shell', async ({ page }) => {
  await loginAs(page, 'representative');
  await page.goto('/usuarios'); // an admin-only route
  await expect(page.getByText('ERRO 404', { exact: true })).toBeVisible();
  await expect(menuItem(page, 'Sair')).toBeVisible();
  await shot(page, 'not-found-representative');
  await page.getByRole('link', { name: 'Início', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('ERRO 404', { exact: true })).toHaveCount(0);
});
