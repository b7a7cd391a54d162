// Amendments and the frozen documents after signing (docs/decisions/018-internships-tce.md#amendments):
// the company writes a termo aditivo on the TCE page (the law's refusal under its field), the three
// parties sign it where they sign the TCE, the office approves a report and its PDF is verified on
// /validar, and the company completes the internship with its termo de realização. The TCE is
// signed through the API; it ends today, so the completion needs no clock moved.
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fillStudentLogin, loginAs, shot, submitButton, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { signStudentTerm } from './support/student-terms.ts';

const BRUNO = { ra: '2024002', password: 'Aluno@1234' };
const day = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(d);
const br = (iso: string) => iso.split('-').reverse().join('/');

/** An active TCE for Bruno at Acme from 5 months ago to today, and his session token. */
const activeTce = async (request: APIRequestContext) => {
  await signStudentTerm(request, BRUNO.ra, BRUNO.password);
  const admin = bearer(await apiToken(request, 'admin'));
  const rep = bearer(await apiToken(request, 'representative'));
  const login = await request.post('/api/login-student', { data: BRUNO });
  const student = bearer(((await login.json()) as { token: string }).token);
  const companies = (await (await request.get('/api/companies?limit=100', { headers: rep })).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const acme = companies.data.find((c) => c.name === 'Acme Tecnologia')!.id;
  const today = day(new Date());
  const start = day(new Date(Date.now() - 150 * 86_400_000));
  const agreement = await request.post('/api/agreements', {
    headers: admin,
    data: { companies_id: acme, number: `CV-ADIT-${Date.now()}`, starts_on: '2020-01-01', ends_on: '2040-12-31' },
  });
  expect(agreement.status()).toBe(201);
  const created = await request.post('/api/internships', {
    headers: rep,
    data: {
      ra: BRUNO.ra,
      companies_id: acme,
      kind: 'optional',
      starts_on: start,
      ends_on: today,
      hours_per_day: 6,
      hours_per_week: 30,
      stipend_cents: 150000,
      transport_aid_cents: 20000,
      insurer: 'Seguradora Exemplo S.A.',
      policy_number: 'AP-ADIT-0001',
      supervisor: {
        name: 'Carla Supervisora',
        email: 'carla.aditivo@acme.com.br',
        position: 'Gerente',
        education: 'TI',
      },
      advisor: { name: 'Prof. João Orientador', email: 'joao@demo.edu.br' },
      activities: ['Desenvolver telas do sistema interno'],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await request.post(`/api/internships/${id}/submit`, { headers: rep })).status()).toBe(200);
  for (const [headers, password] of [
    [student, BRUNO.password],
    [rep, 'Empresa@123'],
    [admin, 'Admin@12345'],
  ] as const)
    expect((await request.post(`/api/internships/${id}/signatures`, { headers, data: { password } })).status()).toBe(
      201,
    );
  return { id, student, today };
};

const signAmendment = async (page: Page, password: string) => {
  await page.getByRole('button', { name: 'Assinar termo aditivo nº 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinar o termo aditivo nº 1' });
  await dialog.getByLabel('Senha').fill(password);
  await dialog.getByRole('button', { name: 'Assinar' }).click();
  await expect(dialog).toBeHidden();
};

/** Downloads a frozen document from the page; answers its bytes. */
const download = async (page: Page, button: string) => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return bytes;
};

test('an amendment signed by the three, a report approved and verified, the termo de realização', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { id, student, today } = await activeTce(page.request);

  // The company writes the amendment; the law's refusal stands under its field.
  await loginAs(page, 'representative');
  await page.goto(`/estagios/${id}`);
  await page.getByRole('button', { name: 'Novo termo aditivo' }).click();
  let dialog = page.getByRole('dialog', { name: 'Novo termo aditivo' });
  await expect(dialog.getByText('No máximo 6 horas diárias (art. 10)')).toBeVisible();
  await dialog.getByLabel(/Horas por dia/).fill('7');
  await dialog.getByLabel(/Horas por semana/).fill('25');
  await dialog.getByRole('button', { name: 'Enviar para assinaturas' }).click();
  await expect(
    dialog.getByText('A jornada não pode passar de 6 horas diárias (Lei 11.788/2008, art. 10)'),
  ).toBeVisible();
  await dialog.getByLabel(/Horas por dia/).fill('5');
  await dialog.getByRole('button', { name: 'Enviar para assinaturas' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Aguardando a assinatura de: Estagiário(a)').last()).toBeVisible();
  await expect(page.getByText('Horas por semana: 30 → 25')).toBeVisible();
  await shot(page, 'internship-amendment-awaiting');

  // The student signs where he signs the TCE, then the company, then the office.
  const bruno = await (await browser.newContext()).newPage();
  await bruno.goto('/');
  await fillStudentLogin(bruno, BRUNO.ra, BRUNO.password);
  await submitButton(bruno).click();
  await expect(bruno.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await bruno.goto('/meu-estagio');
  await signAmendment(bruno, BRUNO.password);
  await page.reload();
  await signAmendment(page, 'Empresa@123');
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await admin.goto(`/estagios/${id}`);
  await signAmendment(admin, 'Admin@12345');
  await expect(admin.getByText('Em vigor')).toBeVisible();
  await expect(admin.getByText('5 h/dia, 25 h/semana')).toBeVisible();
  await download(admin, 'Baixar termo aditivo (PDF)');

  // The student's report (through the API), approved by the office; its PDF checks on /validar.
  const reports = (await (
    await page.request.get(`/api/internships/${id}/reports`, { headers: student })
  ).json()) as Array<{
    id: number;
  }>;
  const sent = await page.request.put(`/api/internships/${id}/reports/${reports[0]!.id}`, {
    headers: student,
    data: { activities: 'Desenvolvi as telas de cadastro e os seus testes.' },
  });
  expect(sent.status()).toBe(200);
  await admin.reload();
  await admin.getByRole('button', { name: 'Aprovar' }).click();
  await admin.getByRole('dialog', { name: 'Aprovar o relatório' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(admin.getByRole('cell', { name: 'Aprovado', exact: true })).toBeVisible();
  const report = await download(admin, 'Baixar relatório (PDF)');
  await admin
    .getByRole('table', { name: 'Relatórios de atividades' })
    .getByRole('link', { name: /Verificação/ })
    .click();
  await expect(
    admin.getByRole('heading', { name: new RegExp(`Relatório de atividades com vencimento em ${br(today)}`) }),
  ).toBeVisible();
  await admin
    .getByLabel('PDF a conferir')
    .setInputFiles({ name: 'relatorio.pdf', mimeType: 'application/pdf', buffer: report });
  await expect(admin.getByText('O arquivo relatorio.pdf é idêntico ao documento emitido.')).toBeVisible();
  await shot(admin, 'internship-report-verified');

  // The company completes the internship on its last day; the student downloads the termo de realização.
  await page.reload();
  await page.getByRole('button', { name: 'Concluir estágio' }).click();
  dialog = page.getByRole('dialog', { name: 'Concluir o estágio (termo de realização)' });
  await dialog.getByLabel(/Avaliação de desempenho/).fill('Cumpriu o plano com autonomia.');
  await dialog.getByLabel(/Resumo das atividades/).fill('Telas de cadastro, testes e relatórios.');
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('button', { name: 'Baixar termo de realização (PDF)' })).toBeVisible();
  await bruno.reload();
  const termo = await download(bruno, 'Baixar termo de realização (PDF)');
  await bruno
    .getByRole('link', { name: /Verificação/ })
    .last()
    .click();
  await expect(bruno.getByRole('heading', { name: 'Termo de realização do estágio' })).toBeVisible();
  await bruno
    .getByLabel('PDF a conferir')
    .setInputFiles({ name: 'termo.pdf', mimeType: 'application/pdf', buffer: termo });
  await expect(bruno.getByText('O arquivo termo.pdf é idêntico ao documento emitido.')).toBeVisible();
  await shot(bruno, 'internship-completion-verified');
});
