// The hiring board of a job at the page's widths (docs/decisions/011-hiring-pipeline.md): with the
// side menu open at 1280 px the six columns scroll inside the board, which takes the focus and
// scrolls by the arrow keys, never the page; the page reads the job's summary and one board request
// (not the job with every applicant, not six column requests); the hire picker searches the server.
import type { Request } from '@playwright/test';
import { expect, expectNoHorizontalScroll, loginAs, sideMenu, test } from './fixtures.ts';
import { auditBothModes, freshApplication } from './support/pipeline.ts';

test('the board scrolls inside its own region at 1280 px with the menu open, and at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, jobId } = await freshApplication(page);
  await loginAs(page, 'representative');
  const api: string[] = [];
  const scripts = new Set<string>();
  const record = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) api.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  };
  page.on('request', record);
  await page.goto(`/candidaturas/${jobId}?visao=quadro`);
  await expect(page.getByTestId(`card-${id}`)).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
  page.off('request', record);

  // One request for the six columns, the job as a summary: a job with 2,000 applicants sends 120 cards.
  expect(api.filter((u) => u.startsWith(`/api/jobs/${jobId}/board`))).toEqual([`/api/jobs/${jobId}/board?limit=20`]);
  expect(api).toContain(`/api/jobs/${jobId}/summary`);
  expect(api.filter((u) => u === `/api/jobs/${jobId}` || u.includes('stage='))).toEqual([]);
  // The route's loader asks for the board and the summary beside the page's code: both leave before
  // the shell's own profile request, which waits for the shell to mount.
  expect(api.indexOf(`/api/jobs/${jobId}/board?limit=20`)).toBeLessThan(api.indexOf('/api/profile'));
  expect(api.indexOf(`/api/jobs/${jobId}/summary`)).toBeLessThan(api.indexOf('/api/profile'));
  // The shared UI code comes in a few chunks by audience (apps/web/vite-chunk-groups.ts): the
  // board loaded 114 files with automatic chunking alone, about 38 with the groups.
  expect(scripts.size).toBeLessThanOrEqual(45);

  const scroller = page.getByRole('region', { name: 'Etapas do quadro' });
  const widths = () =>
    scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, left: el.scrollLeft }));
  await expectNoHorizontalScroll(page, 1280);
  const before = await widths();
  expect(before.scroll).toBeGreaterThan(before.client);
  await expect(scroller).toHaveAttribute('data-more-right', 'true');
  await expect(scroller).toHaveAttribute('data-more-left', 'false');
  await auditBothModes(page, 'pipeline board, 1280 px with the menu', 'pipeline-board-layout-1280');

  // Reached by Tab like any control; the arrow keys scroll the columns.
  await scroller.focus();
  await expect(scroller).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await widths()).left).toBeGreaterThan(0);
  await expect(scroller).toHaveAttribute('data-more-left', 'true');
  await expectNoHorizontalScroll(page, 1280);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page, 375);
  await auditBothModes(page, 'pipeline board, 375 px', 'pipeline-board-layout-375');
});

test("'Candidato contratado' lists the hireable candidates only when opened, and searches by name", async ({
  page,
}) => {
  const { jobId } = await freshApplication(page);
  await loginAs(page, 'representative');
  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/applications' && url.searchParams.get('hireable')) searches.push(url.search);
  });
  await page.goto(`/candidaturas/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Ocupação da vaga' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  expect(searches).toEqual([]);
  const picker = page.getByRole('combobox', { name: 'Candidato contratado' });
  await picker.click();
  await expect(page.getByRole('option', { name: /RA 2024001/ })).toBeVisible();
  await picker.fill('zzzz');
  await expect(page.getByText('Nenhum candidato encontrado')).toBeVisible();
  expect(searches.some((s) => s.includes('name=zzzz'))).toBe(true);
});
