// The internship after signing (docs/decisions/018-internships-tce.md#after-signing): the student
// sends an activity report, the office returns it, the student sends it again and the office
// approves it; the company marks a recess within the entitlement. The TCE is signed through the API.
import type { APIRequestContext } from '@playwright/test';
import { expect, loginAs, shot, test } from './fixtures.ts';
import { signedTce } from './support/internship-tce.ts';

/** An active TCE for Ana at Acme over 2028, with its convênio. */
const activeTce = (request: APIRequestContext): Promise<number> =>
  signedTce(request, {
    agreement: { number: `CV-ACOMP-${Date.now()}`, starts_on: '2027-06-01', ends_on: '2029-12-31' },
    starts_on: '2028-01-01',
    ends_on: '2028-12-31',
    policy: 'AP-2028-0001',
    supervisor: { name: 'Carla Supervisora', email: 'carla.acomp@acme.com.br' },
  });

test('a report sent, returned, sent again and approved; a recess marked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = await activeTce(page.request);

  await loginAs(page, 'student');
  await page.goto('/meu-estagio');
  const reports = page.getByRole('table', { name: 'Relatórios de atividades' });
  await expect(reports.getByRole('row')).toHaveCount(3); // header, 2028-07-01, 2028-12-31
  await reports.getByRole('button', { name: 'Enviar relatório' }).first().click();
  let dialog = page.getByRole('dialog', { name: /Relatório de atividades até 01\/07\/2028/ });
  await dialog.getByLabel(/Atividades realizadas/).fill('Desenvolvi as telas de cadastro.');
  await dialog.getByRole('button', { name: 'Enviar relatório' }).click();
  await expect(reports.getByRole('cell', { name: 'Enviado', exact: true })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await admin.goto(`/estagios/${id}`);
  await admin.getByRole('button', { name: 'Devolver' }).click();
  dialog = admin.getByRole('dialog', { name: 'Devolver o relatório ao estagiário' });
  await dialog.getByLabel(/O que corrigir/).fill('Descreva também os testes.');
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  await expect(admin.getByRole('cell', { name: 'Devolvido', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Parecer: Descreva também os testes\./)).toBeVisible();
  await reports.getByRole('button', { name: 'Enviar relatório' }).first().click();
  dialog = page.getByRole('dialog', { name: /Relatório de atividades/ });
  await dialog.getByLabel(/Atividades realizadas/).fill('Desenvolvi as telas de cadastro e os seus testes.');
  await dialog.getByRole('button', { name: 'Enviar relatório' }).click();
  await expect(reports.getByRole('cell', { name: 'Enviado', exact: true })).toBeVisible();

  await admin.reload();
  await admin.getByRole('button', { name: 'Aprovar' }).click();
  await admin.getByRole('dialog', { name: 'Aprovar o relatório' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.getByRole('cell', { name: 'Aprovado', exact: true })).toBeVisible();

  // The company marks a recess; past the entitlement the field says how many days remain.
  const rep = await (await browser.newContext()).newPage();
  await loginAs(rep, 'representative');
  await rep.goto(`/estagios/${id}`);
  await rep.getByRole('button', { name: 'Marcar recesso' }).click();
  dialog = rep.getByRole('dialog', { name: 'Marcar recesso (art. 13)' });
  await dialog.getByLabel(/Início do recesso/).fill('2028-07-10');
  await dialog.getByLabel(/Dias/).fill('31');
  await dialog.getByRole('button', { name: 'Marcar recesso' }).click();
  await expect(dialog.getByText('O recesso restante é de 30 dia(s) (Lei 11.788/2008, art. 13)')).toBeVisible();
  await dialog.getByLabel(/Dias/).fill('10');
  await dialog.getByRole('button', { name: 'Marcar recesso' }).click();
  await expect(rep.getByText(/30 dias de direito, 10 usados, 20 restantes/)).toBeVisible();
  await shot(rep, 'internship-follow-up');
});
