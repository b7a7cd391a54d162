// Journeys of the student search's relevance (docs/decisions/020-search-relevance.md): a search
// with a typo still finds the job, a facet chip filters the results by its count, and the home's
// 'Vagas para você' shows each card's reasons. axe in light and dark, and at 375 px.
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, loginAs, shot, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { animationsEnded, auditBothModes, settleIn } from './support/color-modes.ts';

/** axe in light and dark, then at 375 px without a horizontal scroll. */
const checkScreen = async (page: Page, label: string) => {
  await auditBothModes(page, label);
  await settleIn(page, 'dark');
  await shot(page, `${label}-dark`);
  await settleIn(page, 'light');
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page, 375);
  await animationsEnded(page);
  await expectNoSeriousA11yViolations(page, `${label} (375 px)`);
  await shot(page, `${label}-375`);
  await page.setViewportSize(size);
};

const searchFor = async (page: Page, title: string) => {
  await page.getByLabel('Título da vaga').fill(title);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
};

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /Resultados encontrados/ });

test('a search with a typo finds the job, and the sort select orders the results', async ({ page }) => {
  await loginAs(page, 'student');
  await searchFor(page, 'progamador');
  await expect(resultsHeading(page)).not.toHaveText(/^0 /);
  await expect(page.getByRole('heading', { name: 'Programador(a) Back-end Node.js' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Mais recentes' }).click();
  await expect(page).toHaveURL(/sort=recent/);
  await shot(page, 'search-typo');
  await checkScreen(page, 'search-typo');
});

test('a facet chip filters the results to its count', async ({ page }) => {
  await loginAs(page, 'student');
  await searchFor(page, '');
  const group = page.getByRole('group', { name: 'Tipo de contrato' });
  const chip = group.getByRole('button', { name: /^Estágio \(\d+\)$/ });
  const count = Number((await chip.textContent())!.match(/\((\d+)\)/)![1]);
  await chip.click();
  await expect(resultsHeading(page)).toHaveText(new RegExp(`^${count} Resultados encontrados`));
  await expect(group.getByRole('button', { name: /^Estágio/ })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'search-facet');
});

test("'Vagas para você' shows jobs with the reasons they are shown", async ({ page }) => {
  await loginAs(page, 'student');
  const section = page.getByRole('region', { name: 'Vagas para você' });
  await expect(section).toBeVisible();
  const reasons = section.getByRole('list', { name: /^Por que / }).first();
  await expect(reasons.getByRole('listitem').first()).toBeVisible();
  await expect(section).toContainText(/Para quem cursa|que está no seu currículo|Em .+ - [A-Z]{2}/);
  await shot(page, 'recommended-jobs');
  await checkScreen(page, 'recommended-jobs');
});
