// Journey: the administrator manages the guidance cards of 'Cursos e seleções' (docs/spec/02-screens.md#orientations,
// 04-states.md#orientation-show-flag, 05-validation.md#orientation, 08-messages.md, 09-constants.md): an image-only banner, the title search 3000 ms after
// typing stops, and the hide checkbox, after which students no longer receive the card.
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, followMenu, loginAs, menuItem, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';

// Toasts are found through the accessibility tree, also those raised while a dialog is open.
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A small valid PNG (solid colour) for the banner. */
const png = (w = 32, h = 18): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([11, 61, 145]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
};

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
  await dialog.getByLabel('Descrição').fill('Mais de 40 empresas parceiras recebem currículos e fazem entrevistas rápidas no campus.');
  await dialog.getByLabel('Link').fill('https://carreiras.demo.edu.br/feira');
  // Only images are accepted as the banner.
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
  await expect(dialog.getByText('Por favor, escolha uma imagem válida.')).toBeVisible();
  await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png() });
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
  await hide.check();
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
  await expect(page.getByRole('list', { name: 'Lista de orientações' }).getByText('Como montar um currículo de destaque')).toBeVisible();
  await shot(page, 'orientations-list-phone-dark');
});

test('representatives have no guidance management', async ({ page }) => {
  await loginAs(page, 'representative');
  await expect(menuItem(page, 'Cursos e seleções')).toHaveCount(0);
  await page.goto('/orientacoes');
  await expect(page.getByRole('heading', { name: 'ERRO 404' })).toBeVisible();
});
