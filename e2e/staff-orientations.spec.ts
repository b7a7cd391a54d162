// Journey: the administrator manages the guidance cards of 'Cursos e seleções' (docs/spec/02-screens.md#orientations,
// 04-states.md#orientation-show-flag, 05-validation.md#orientation, 08-messages.md, 09-constants.md): an image-only banner, the title search 3000 ms after
// typing stops, and the hide checkbox, after which students no longer receive the card.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, followMenu, loginAs, menuItem, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { pngOf } from './support/png.ts';

// Toasts are found through the accessibility tree, also those raised while a dialog is open.
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A small valid PNG (solid colour) for the banner. */
const png = (w = 32, h = 18): Promise<Buffer> => pngOf(w, h, () => [11, 61, 145]);

/** The titles a student receives from `GET /api/orientations`. */
const studentTitles = async (request: APIRequestContext, token: string): Promise<string[]> => {
  const response = await request.get('/api/orientations?page=1&limit=100', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Array<{ title: string }> };
  return body.data.map((o) => o.title);
};

test('admin creates a guidance card, hides it, and students no longer get it', async ({ page, request }) => {
  const title = `Feira de estágios ${Date.now() % 100000}`;
  const studentToken = await apiToken(request, 'student');

  await loginAs(page, 'admin');
  await followMenu(page, 'Cursos e seleções');
  await expect(page).toHaveURL(/\/orientacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos e seleções' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lista de orientações' });
  await expect(table.getByText('Como montar um currículo de destaque')).toBeVisible();
  await shot(page, 'orientations-list');

  // Every field is required; the banner on create.
  await page.getByRole('button', { name: 'Adicionar orientação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar orientação' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  for (const label of ['Título', 'Descrição', 'Link', 'Banner']) {
    await expect(dialog.getByText(`O campo "${label}" não pode ser vazio!`)).toBeVisible();
  }
  await shot(page, 'orientations-add-required');

  await dialog.getByLabel('Título').fill(title);
  await dialog
    .getByLabel('Descrição')
    .fill('Mais de 40 empresas parceiras recebem currículos e fazem entrevistas rápidas no campus.');
  await dialog.getByLabel('Link').fill('https://carreiras.demo.edu.br/feira');
  // Only images are accepted as the banner.
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
  await expect(dialog.getByText('Por favor, escolha uma imagem válida.')).toBeVisible();
  await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png() });
  await expect(dialog.getByRole('img', { name: /Pré-visualização/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(toast(page, 'Orientação cadastrado com sucesso!')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('img', { name: `Banner: ${title}` })).toBeVisible();
  expect(await studentTitles(request, studentToken)).toContain(title);

  // The title search waits 3000 ms after typing stops.
  const searched: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/orientations?') && r.url().includes('title=')) searched.push(Date.now());
  });
  const typedAt = Date.now();
  await page.getByLabel('Buscar por título').fill(title);
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(searched.length).toBeGreaterThan(0);
  expect(searched[0]! - typedAt).toBeGreaterThanOrEqual(2900);
  await shot(page, 'orientations-search');

  // Hide it: checked means hidden; students stop receiving it.
  const hide = row.getByRole('checkbox', { name: `Ocultar “${title}” dos estudantes` });
  await expect(hide).not.toBeChecked();
  // The switch follows the server's answer, so its state changes after the click returns.
  await hide.click();
  await expect(toast(page, 'Orientação atualizada com sucesso!')).toBeVisible();
  await expect(hide).toBeChecked();
  await expect(row.getByText('Oculto', { exact: true })).toBeVisible();
  await expect.poll(() => studentTitles(request, studentToken)).not.toContain(title);
  await shot(page, 'orientations-hidden');

  // Still hidden after a reload (the flag is stored).
  await page.reload();
  await page.getByLabel('Buscar por título').fill(title);
  await page.getByLabel('Buscar por título').press('Enter');
  await expect(table.getByRole('row').filter({ hasText: title }).getByRole('checkbox')).toBeChecked();

  // Delete
  await table.getByRole('button', { name: `Excluir ${title}` }).click();
  await page.getByRole('alertdialog', { name: 'Excluir orientação' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Orientação removida com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma orientação encontrada')).toBeVisible();
});

test('guidance cards in dark mode and on a phone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/orientacoes');
  await expect(
    page.getByRole('list', { name: 'Lista de orientações' }).getByText('Como montar um currículo de destaque'),
  ).toBeVisible();
  await shot(page, 'orientations-list-phone-dark');
});

test('representatives have no guidance management', async ({ page }) => {
  await loginAs(page, 'representative');
  await expect(menuItem(page, 'Cursos e seleções')).toHaveCount(0);
  await page.goto('/orientacoes');
  await expect(page.getByRole('heading', { name: 'ERRO 404' })).toBeVisible();
});
