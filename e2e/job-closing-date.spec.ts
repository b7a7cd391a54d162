// Journey (docs/decisions/012-job-alerts.md): a representative gives a job a closing date in the job form; a student sees
// 'Inscrições até dd/mm/aaaa' on the card and in the details, and while the details are open the
// date passes (the server's test clock moves a day on): applying answers the closed-job message
// and a new search no longer lists the job.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dataDir, expect, followMenu, loginAs, shot, test } from './fixtures.ts';
import { choose, openDialog, textbox, toastWith } from './support/staff-forms.ts';

const TITLE = 'Analista de Encerramento Tributário';
const clockFile = () => path.join(dataDir(), 'clock-offset');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const ptDate = (iso: string) => iso.split('-').reverse().join('/');

const createJobWithDate = async (page: Page, closesAt: string) => {
  await loginAs(page, 'representative');
  await followMenu(page, 'Vagas');
  await page.getByRole('button', { name: 'ADICIONAR VAGA' }).click();
  const form = openDialog(page);
  await textbox(form, 'Título').fill(TITLE);
  await choose(page, form, 'Empresa', 'Acme Tecnologia');
  await choose(page, form, 'Área', 'Tecnologia da Informação');
  await choose(page, form, 'Tipo de contrato', 'Estágio');
  await textbox(form, 'Departamento').fill('Fiscal');
  await choose(page, form, 'Nível de experiência', 'Júnior');
  await choose(page, form, 'Estado', 'RR');
  await textbox(form, 'Cidade').fill('Boa Vista');
  await textbox(form, 'Remuneração inicial').fill('2.500,00');
  await textbox(form, 'Descrição').fill('Apoio à apuração de tributos.');
  await textbox(form, 'Atribuições').fill('Conciliar lançamentos e preparar guias.');
  await textbox(form, 'Requisitos').fill('Cursando Ciências Contábeis.');
  // A past date is refused on the field.
  await form.getByLabel('Inscrições até').fill('2020-01-31');
  await form.getByRole('button', { name: 'Cadastrar vaga' }).click();
  await expect(form.getByText('A data de encerramento não pode estar no passado')).toBeVisible();
  await form.getByLabel('Inscrições até').fill(closesAt);
  await shot(page, 'job-form-closing-date');
  await form.getByRole('button', { name: 'Cadastrar vaga' }).click();
  await expect(toastWith(page, 'Vaga cadastrada com sucesso!')).toBeVisible();
};

test.afterEach(() => fs.writeFileSync(clockFile(), '0'));

test('a closing date passing while the student looks at the job', async ({ browser, page }) => {
  const closesAt = today();
  await createJobWithDate(page, closesAt);

  const student = await (await browser.newContext()).newPage();
  await loginAs(student, 'student');
  await student.getByLabel('Título da vaga').fill('encerramento tributario');
  await student.getByLabel('Título da vaga').press('Enter');
  const results = student.getByRole('list', { name: 'Vagas encontradas' });
  const card = results.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`Inscrições até ${ptDate(closesAt)}`)).toBeVisible();
  await card.getByRole('button', { name: /^Detalhes/ }).click();
  const details = student.getByRole('dialog', { name: 'Detalhes da vaga' });
  await expect(details.getByText(`Inscrições até ${ptDate(closesAt)}`)).toBeVisible();
  await shot(student, 'student-job-closing-date');

  // Midnight in São Paulo passes while the dialog is open.
  fs.writeFileSync(clockFile(), String(24 * 3_600_000));
  await details.getByRole('button', { name: 'Candidatar-se' }).click();
  await expect(
    student.getByRole('alert').filter({ hasText: 'Esta vaga está encerrada e não recebe novas candidaturas' }),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Fechar', exact: true }).click();
  await student.getByLabel('Título da vaga').press('Enter');
  await expect(student.getByRole('heading', { level: 2, name: /^0 Resultados encontrados/ })).toBeVisible();
  await student.context().close();
});
