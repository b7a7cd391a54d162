// Journey (docs/spec/02-screens.md#student-routes): a student accepts the terms on the first sign-in, searches jobs, reads the
// details, applies, saves the job, finds it in 'Minhas vagas', withdraws from 'Candidaturas' and
// opens a guidance card. RA 2024002 is signed in through the screens by this journey only, so
// on the fresh data directory of every run the term is still unsigned.
import type { Locator, Page } from '@playwright/test';
import {
  accounts,
  expect,
  expectNoHorizontalScroll,
  fillStudentLogin,
  followMenu,
  shot,
  submitButton,
  test,
} from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { republishStudentTerm, signStudentTerm } from './support/student-terms.ts';

const BRUNO = { ra: '2024002', password: accounts.student.password, greeting: 'Olá, Bruno Carvalho Lima' };

const toast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });
const darkSwitch = (page: Page): Locator =>
  page.getByRole('switch', { name: 'Modo escuro' }).or(page.getByRole('checkbox', { name: 'Modo escuro' }));
const jobCard = (scope: Page | Locator, id: string): Locator => scope.locator(`article[data-job-id="${id}"]`);

test('a student accepts the terms, finds a job, applies, saves it and withdraws', async ({ page, context }) => {
  // A new version: the dialog opens whatever other journeys signed through the API.
  await republishStudentTerm(page.request, await apiToken(page.request, 'admin'));
  await page.goto('/');
  await fillStudentLogin(page, BRUNO.ra, BRUNO.password);
  await submitButton(page).click();

  // First sign-in: the sanitised student term, accepted once.
  const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('heading', { name: 'Termos e Condições de Uso para Estudantes' })).toBeVisible();
  await shot(page, 'student-terms');
  // Another tab on another student page asks too, and follows the acceptance without moving.
  const other = await context.newPage();
  await other.goto('/candidaturas');
  await expect(other.getByRole('dialog', { name: 'Termos e Condições' })).toBeVisible();
  await terms.getByRole('button', { name: 'Aceitar Termo' }).click();
  await expect(toast(page, 'Termo aceito com sucesso!')).toBeVisible();
  await expect(terms).toBeHidden();
  await expect(other.getByRole('dialog', { name: 'Termos e Condições' })).toBeHidden();
  await expect(other).toHaveURL(/\/candidaturas$/);
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: BRUNO.greeting })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Termos e Condições' })).toHaveCount(0);

  // Without a search: the carousel of the newest jobs, scrolled 500 px by the arrows.
  // ('Vagas para você' above it has arrows of its own.)
  const recent = page.getByRole('region', { name: 'Vagas mais recentes' });
  const carousel = page.getByRole('list', { name: 'Vagas mais recentes' });
  await expect(carousel.getByRole('listitem').first()).toBeVisible();
  await expect(recent.getByRole('button', { name: 'Rolar para a esquerda' })).toBeDisabled();
  await recent.getByRole('button', { name: 'Rolar para a direita' }).click();
  await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBe(500);
  await recent.getByRole('button', { name: 'Rolar para a esquerda' }).click();
  await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBe(0);
  await shot(page, 'student-home-carousel');

  // Search by title with the keyboard; accents do not matter.
  await page.getByLabel('Título da vaga').fill('programacao');
  await page.getByLabel('Título da vaga').press('Enter');
  await expect(toast(page, 'Consulta finalizada')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^\d+ Resultados encontrados para programacao$/ }),
  ).toBeVisible();
  const results = page.getByRole('list', { name: 'Vagas encontradas' });
  const candidates = results
    .getByRole('listitem')
    .filter({ hasText: 'Programação' })
    .filter({ hasNot: page.getByText('Candidatura Enviada') });
  await expect(candidates.first()).toBeVisible();
  const jobId = (await candidates.first().getAttribute('data-job-id')) ?? '';
  const card = jobCard(results, jobId);
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).toMatch(/Programação \(.+\)$/); // title with the contract type
  await expect(card.getByText(/^.+ - [A-Z]{2}$|^.+ - Ceará$/)).toBeVisible();
  // Over 128 characters, the preview is the first 96 and an ellipsis.
  await expect(card.getByText(/\.\.\.$/)).toHaveText(/^[^]{96}\.\.\.$/);
  await shot(page, 'student-home-results');

  // The details dialog: every field of the spec, the number of applications, the company.
  await card.getByRole('button', { name: /^Detalhes/ }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da vaga' });
  await expect(details).toBeVisible();
  for (const label of [
    'Título',
    'Modalidade de trabalho',
    'Empresa',
    'Localização',
    'Tipo de contratação',
    'Remuneração inicial',
    'Candidaturas',
    'Descrição',
    'Nível de experiência',
    'Requisitos',
    'Atividades',
    'Informações adicionais',
    'Sobre',
    'Site',
  ]) {
    await expect(
      details
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first(),
    ).toBeVisible();
  }
  await expect(details.getByRole('region', { name: 'Empresa' })).toBeVisible();
  const countText = async () =>
    (await details
      .getByRole('term')
      .filter({ hasText: /^Candidaturas$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '';
  const before = Number((await countText()).replace(/\D/g, ''));
  await shot(page, 'student-job-details');
  await details.getByRole('region', { name: 'Empresa' }).scrollIntoViewIfNeeded();
  await shot(page, 'student-job-details-company');
  await details.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(details).toBeHidden();

  // Apply from the card: toast, badge, 'Cancelar'; the count goes up by one.
  await card.getByRole('button', { name: /^Candidatar-se/ }).click();
  await expect(toast(page, 'Candidatura submetida com sucesso!')).toBeVisible();
  await expect(card.getByText('Candidatura Enviada')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancelar/ })).toBeVisible();
  await card.getByRole('button', { name: /^Detalhes/ }).click();
  await expect.poll(async () => Number((await countText()).replace(/\D/g, ''))).toBe(before + 1);
  await details.getByRole('button', { name: 'Fechar', exact: true }).click();

  // Bookmark it (a pressed toggle).
  const bookmark = card.getByRole('button', { name: /em Minhas vagas$/ });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(toast(page, 'Vaga salva em Minhas vagas')).toBeVisible();
  await expect(card.getByRole('button', { name: /de Minhas vagas$/ })).toHaveAttribute('aria-pressed', 'true');

  // Results in dark mode and on a 375 px phone.
  await darkSwitch(page).click();
  await expect(darkSwitch(page)).toBeChecked();
  await page.mouse.move(0, 400);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 19, 32)');
  // The buttons' colour transitions run to their end (or are cancelled) before the screenshot.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await shot(page, 'student-home-results-dark');
  await darkSwitch(page).click();
  await expect(darkSwitch(page)).not.toBeChecked();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await shot(page, 'student-home-results-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // State filter (Ceará carries its full name), then the pager of an empty search.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'CE', exact: true }).click();
  await page.getByLabel('Título da vaga').fill('');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  // The previous page stays on screen while the new one loads, under the previous heading: once
  // the heading names the new search, every card on screen is one of its results.
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Resultados encontrados$/ })).toBeVisible();
  const places = await results.getByRole('listitem').getByText(/ - /).allTextContents();
  expect(places.length).toBeGreaterThan(0);
  expect(places.filter((place) => !/ - Ceará$/.test(place))).toEqual([]);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Todos os estados' }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Resultados encontrados$/ })).toBeVisible();
  const firstOnPage1 = await results.getByRole('listitem').first().getAttribute('data-job-id');
  await page.getByRole('button', { name: 'Ir para a página 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => results.getByRole('listitem').first().getAttribute('data-job-id')).not.toBe(firstOnPage1);
  await page.getByRole('button', { name: 'Limpar resultados' }).click();
  await expect(page.getByRole('list', { name: 'Vagas mais recentes' })).toBeVisible();

  // 'Minhas vagas': the saved job, with its badge and the details dialog.
  await followMenu(page, 'Minhas vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas vagas' })).toBeVisible();
  const saved = jobCard(page, jobId);
  await expect(saved.getByText('Candidatura Enviada')).toBeVisible();
  await saved.getByRole('button', { name: /^Detalhes/ }).click();
  await expect(page.getByRole('dialog', { name: 'Detalhes da vaga' })).toContainText(title.replace(/ \(.+\)$/, ''));
  await page
    .getByRole('dialog', { name: 'Detalhes da vaga' })
    .getByRole('button', { name: 'Fechar', exact: true })
    .click();
  await shot(page, 'student-bookmarks');

  // 'Candidaturas': withdraw after the 'exclusão' confirmation; re-applying asks for 'aplicação'.
  await followMenu(page, 'Candidaturas');
  await expect(toast(page, 'Listando candidaturas encontradas.')).toBeVisible();
  const applied = jobCard(page, jobId);
  await applied.getByRole('button', { name: /^Cancelar/ }).click();
  const confirmWithdraw = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect(confirmWithdraw).toContainText('exclusão');
  await shot(page, 'student-applications-confirm');
  await confirmWithdraw.getByRole('button', { name: 'Confirmar exclusão' }).click();
  await expect(toast(page, 'Candidatura removida com sucesso')).toBeVisible();
  await expect(applied.getByText('Candidatura Enviada')).toHaveCount(0);
  await applied.getByRole('button', { name: /^Candidatar-se/ }).click();
  const confirmApply = page.getByRole('alertdialog', { name: 'Confirmar aplicação' });
  await expect(confirmApply).toContainText('aplicação');
  await confirmApply.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirmApply).toBeHidden();
  await shot(page, 'student-applications');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidaturas' })).toBeVisible();
  await expect(jobCard(page, jobId)).toHaveCount(0);

  // Un-save it from 'Minhas vagas' (the journey leaves the data as it found it).
  await followMenu(page, 'Minhas vagas');
  await jobCard(page, jobId)
    .getByRole('button', { name: /de Minhas vagas$/ })
    .click();
  await expect(toast(page, 'Vaga removida de Minhas vagas')).toBeVisible();
  await expect(jobCard(page, jobId)).toHaveCount(0);
});

/** A 32x18 gold PNG for a banner. */
const BANNER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAAH0lEQVR42mPYXilPU8QwasGoBaMWjFowasGoBfSwAABbRvHfzwlpXwAAAABJRU5ErkJggg==',
  'base64',
);
const LONG_TEXT = Array.from(
  { length: 6 },
  (_, i) => `Etapa ${i + 1}: inscrições, provas on-line, dinâmicas em grupo e entrevistas com os gestores da área.`,
).join(' ');
const lineClamp = (text: Locator) => text.evaluate((el) => getComputedStyle(el).webkitLineClamp);

test('guidance cards: only visible ones, long texts expand, and Acessar opens the link in a new tab', async ({
  page,
  context,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const longTitle = `Programa de trainee ${Date.now() % 100000}`;
  const created = await request.post('/api/orientations', {
    headers: bearer(admin),
    multipart: {
      title: longTitle,
      description: LONG_TEXT,
      access_link: 'https://carreiras.demo.edu.br/trainee',
      banner_path: { name: 'banner.png', mimeType: 'image/png', buffer: BANNER },
    },
  });
  expect(created.status()).toBe(201);
  const { id: longId } = (await created.json()) as { id: number };
  const all = (await (await request.get('/api/orientations?limit=100', { headers: bearer(admin) })).json()) as {
    data: Array<{ title: string; show: boolean; access_link: string }>;
  };
  const hidden = all.data.filter((o) => !o.show);
  const shown = all.data.filter((o) => o.show);
  expect(hidden.length, 'the demo data has a hidden card').toBeGreaterThan(0);
  expect(shown.length).toBeGreaterThan(0);

  // Accepting the term is the first journey's subject; here it is out of the way.
  await signStudentTerm(request, BRUNO.ra, BRUNO.password);
  await page.goto('/');
  await fillStudentLogin(page, BRUNO.ra, BRUNO.password);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: BRUNO.greeting })).toBeVisible();
  await followMenu(page, 'Cursos e seleções');
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos e seleções' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of hidden) await expect(page.getByRole('heading', { name: card.title, exact: true })).toHaveCount(0);

  // Clamped to 6 lines; a text over 230 characters opens fully on hover and on keyboard focus.
  const long = cards.filter({ has: page.getByRole('heading', { name: longTitle }) });
  // The banner (decorative: the title says what the card is) loads through its signed link.
  await expect.poll(() => long.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  const longText = long.getByText(LONG_TEXT);
  // The drawer closed after the menu click and the cards moved under the pointer: move it away.
  await page.mouse.move(0, 0);
  await expect.poll(() => lineClamp(longText)).toBe('6');
  await shot(page, 'student-guidance');
  await longText.hover();
  await expect.poll(() => lineClamp(longText)).not.toBe('6');
  await page.mouse.move(0, 0);
  await expect.poll(() => lineClamp(longText)).toBe('6');
  await long.getByRole('link', { name: /^Acessar/ }).focus();
  await expect.poll(() => lineClamp(longText)).not.toBe('6');
  await shot(page, 'student-guidance-expanded');
  const short = cards.filter({ hasNot: page.getByRole('heading', { name: longTitle }) }).first();
  await short.hover();
  expect(await lineClamp(short.locator('.guidance-text'))).toBe('6');

  const first = cards.first();
  const link = first.getByRole('link', { name: /^Acessar/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = (await link.getAttribute('href')) ?? '';
  await context.route(`${new URL(href).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Orientação</h1>' }),
  );
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);
  await tab.close();

  expect((await request.delete(`/api/orientations/${longId}`, { headers: bearer(admin) })).status()).toBe(204);
});
