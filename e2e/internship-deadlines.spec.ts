// The office's deadline tabs on 'Estágios' and the internships on 'Indicadores'
// (docs/decisions/018-internships-tce.md#deadlines): a TCE signed through the API whose first
// report is already overdue and which ends within 30 days, under a convênio that expires within
// 60 days, shows in each of those tabs with its count; the internships charts are on Indicadores.
import { expect, loginAs, shot, test } from './fixtures.ts';
import { signedTce } from './support/internship-tce.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('the office sees each deadline list with its count, and the internships on Indicadores', async ({ page }) => {
  test.setTimeout(180_000);
  const number = `CV-PRAZO-${Date.now()}`;
  // Bruno at Acme from 190 days ago to 20 days ahead: its report of month 6 is overdue. Not Ana:
  // with the other journeys' TCEs at Acme this one would take her past the 2 years of art. 11.
  await signedTce(page.request, {
    agreement: { number, starts_on: day(-400), ends_on: day(45) },
    starts_on: day(-190),
    ends_on: day(20),
    policy: 'AP-PRAZOS-1',
    supervisor: { name: 'Paula Supervisora', email: `paula.${number}@acme.com.br` },
    student: { ra: '2024002', password: 'Aluno@1234' },
  });

  await loginAs(page, 'admin');
  await page.goto('/estagios');
  const tabs = page.getByRole('tablist', { name: 'Listas de estágios' });
  const overdue = tabs.getByRole('tab', { name: /^Relatórios atrasados \([1-9]\d*\)$/ });
  await expect(overdue).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /^Terminam em 30 dias \([1-9]\d*\)$/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /^Mais de 2 anos \(\d+\)$/ })).toBeVisible();
  await overdue.click();
  const table = page.getByRole('table', { name: 'Prazos' });
  await expect(table.getByRole('link', { name: /^Bruno / }).first()).toBeVisible();
  await shot(page, 'internship-deadlines-overdue');
  await tabs.getByRole('tab', { name: /^Terminam em 30 dias/ }).click();
  await expect(table.getByRole('cell', { name: 'em 20 dia(s)' }).first()).toBeVisible();
  await tabs.getByRole('tab', { name: /^Convênios vencendo em 60 dias \([1-9]\d*\)$/ }).click();
  await expect(table.getByRole('cell', { name: number })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Todos os termos' }).click();
  await expect(page.getByRole('table', { name: 'Estágios' })).toBeVisible();

  await page.goto('/indicadores');
  const panel = page.getByRole('region', { name: 'Estágios ativos por empresa' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/Mais estágios ativos: Acme Tecnologia/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Relatórios de estágio: no prazo e atrasados' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'internship-deadlines-indicators');
});
