// The office's synonyms of the student search (docs/decisions/020-search-relevance.md): an admin
// adds a group, sees it in the table and deletes it after a confirmation; axe light, dark, 375 px.
import { expect, expectNoHorizontalScroll, followMenu, loginAs, shot, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { animationsEnded, auditBothModes } from './support/color-modes.ts';
import { toastWith } from './support/staff-forms.ts';

test('an admin keeps the search synonyms', async ({ page }) => {
  const term = `frontend${Date.now() % 100_000}`;
  await loginAs(page, 'admin');
  await followMenu(page, 'Sinônimos da busca');
  await expect(page.getByRole('heading', { level: 1, name: 'Sinônimos da busca' })).toBeVisible();
  // The demo data's defaults are listed.
  await expect(page.getByRole('button', { name: 'Excluir dev, desenvolvedor' }).first()).toBeVisible();

  const field = page.getByLabel('Termos (separados por vírgula)');
  await field.fill(term);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Informe ao menos dois termos diferentes')).toBeVisible();
  await field.fill(`${term}, front-end`);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(toastWith(page, 'Sinônimos salvos')).toBeVisible();
  const remove = page.getByRole('button', { name: `Excluir ${term}, front-end` }).first();
  await expect(remove).toBeVisible();
  await expect(field).toHaveValue('');

  await expect(toastWith(page, 'Sinônimos salvos')).toHaveCount(0, { timeout: 15_000 });
  await auditBothModes(page, 'search synonyms');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page, 375);
  await animationsEnded(page);
  await expectNoSeriousA11yViolations(page, 'search synonyms (375 px)');
  await shot(page, 'search-synonyms-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sinônimos' });
  await expect(dialog).toContainText(`${term}, front-end`);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toastWith(page, 'Sinônimos excluídos')).toBeVisible();
  await expect(page.getByRole('button', { name: `Excluir ${term}, front-end` })).toHaveCount(0);
  await shot(page, 'search-synonyms');
});
