// Journeys (docs/decisions/012-job-alerts.md): a student saves a search as an instant alert, a
// representative opens a matching job, the .eml arrives with the job and the RFC 8058 headers, its
// job link opens the job (signed in, and through the sign-in), its unsubscribe link stops the alert
// without signing in; 'Meus alertas' edits, pauses, resumes and deletes. axe on the new screens.
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import {
  accounts,
  expect,
  expectNoHorizontalScroll,
  fillStudentLogin,
  followMenu,
  loginAs,
  shot,
  submitButton,
  test,
} from './fixtures.ts';
import { studentSession } from './support/student-terms.ts';
import { COLOR_RULES, expectNoSeriousA11yViolations } from './support/axe.ts';
import { outboxSnapshot, waitForMail } from './support/mail.ts';
import { choose, openDialog, textbox, toastWith } from './support/staff-forms.ts';

const STUDENT_EMAIL = 'ana.souza@aluno.demo.edu.br';
const ALERT = 'hidrografia em Vitória - ES';
const TITLE = 'Analista de Hidrografia Costeira';

/** The student's alerts are removed through the API, so each journey starts from none. */
const clearAlerts = async (request: APIRequestContext) => {
  const { ra, password } = accounts.student;
  const headers = { Authorization: `Bearer ${(await studentSession(request, ra, password)).token}` };
  const list = (await (await request.get('/api/job-alerts', { headers })).json()) as { data: { id: number }[] };
  for (const a of list.data) await request.delete(`/api/job-alerts/${a.id}`, { headers });
};

/** The theme's page background per mode (apps/web/src/lib/theme.ts). */
const BODY_BACKGROUND = { light: 'rgb(244, 246, 251)', dark: 'rgb(13, 19, 32)' } as const;

/** The screen in `mode`, drawn: no toast, skeleton or spinner, no colour transition half way. */
const settle = async (page: Page, mode: keyof typeof BODY_BACKGROUND) => {
  await page.emulateMedia({ colorScheme: mode });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[mode]);
  await expect(page.locator('#toast-region .MuiAlert-root')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
};

/** axe in light and dark, and at 375 px without a horizontal scroll; screenshots of each. */
const checkScreen = async (page: Page, label: string) => {
  await settle(page, 'light');
  await expectNoSeriousA11yViolations(page, `${label} (light)`);
  await settle(page, 'dark');
  await expectNoSeriousA11yViolations(page, `${label} (dark)`, { rules: COLOR_RULES });
  await shot(page, `${label}-dark`);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page, 375);
  await settle(page, 'light');
  await expectNoSeriousA11yViolations(page, `${label} (375 px)`);
  await shot(page, `${label}-375`);
  await page.setViewportSize(size);
};

const openMatchingJob = async (page: Page) => {
  await loginAs(page, 'representative');
  await followMenu(page, 'Vagas');
  await page.getByRole('button', { name: 'ADICIONAR VAGA' }).click();
  const form = openDialog(page);
  await textbox(form, 'Título').fill(TITLE);
  await choose(page, form, 'Empresa', 'Acme Tecnologia');
  await choose(page, form, 'Área', 'Tecnologia da Informação');
  await choose(page, form, 'Tipo de contrato', 'Estágio');
  await textbox(form, 'Departamento').fill('Oceanografia');
  await choose(page, form, 'Nível de experiência', 'Júnior');
  await choose(page, form, 'Estado', 'ES');
  await textbox(form, 'Cidade').fill('Vitória');
  await textbox(form, 'Remuneração inicial').fill('2.800,00');
  await textbox(form, 'Descrição').fill('Levantamentos batimétricos no litoral capixaba.');
  await textbox(form, 'Atribuições').fill('Processar sondagens e preparar cartas náuticas.');
  await textbox(form, 'Requisitos').fill('Cursando Engenharia Cartográfica ou Oceanografia.');
  await form.getByRole('button', { name: 'Cadastrar vaga' }).click();
  await expect(toastWith(page, 'Vaga cadastrada com sucesso!')).toBeVisible();
};

test('an instant alert e-mails a matching job; the e-mail opens the job and its link stops the alert', async ({
  browser,
  page,
  dataDir,
}) => {
  await clearAlerts(page.request);
  await loginAs(page, 'student');
  await page.getByLabel('Título da vaga').fill('hidrografia');
  await choose(page, page.getByRole('search'), 'Estado', 'ES');
  await page.getByLabel('Cidade').fill('Vitória');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^0 Resultados encontrados/ })).toBeVisible();

  // 'Criar alerta' starts from the search on screen.
  await page.getByRole('button', { name: 'Criar alerta' }).click();
  const form = page.getByRole('dialog', { name: 'Criar alerta' });
  await expect(textbox(form, 'Nome do alerta')).toHaveValue(ALERT);
  await expect(textbox(form, 'Título da vaga')).toHaveValue('hidrografia');
  await expect(textbox(form, 'Cidade')).toHaveValue('Vitória');
  await expect(form.getByRole('combobox', { name: 'Estado' })).toHaveText('ES');
  await form.getByLabel('Imediato (assim que a vaga abrir)').check();
  await shot(page, 'job-alert-create');
  await expectNoSeriousA11yViolations(page, "'Criar alerta' dialog", { include: '[role="dialog"]' });
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(toastWith(page, 'Alerta criado com sucesso!')).toBeVisible();

  await followMenu(page, 'Meus alertas');
  const card = page.getByRole('article', { name: ALERT });
  await expect(card).toContainText('Imediato (assim que a vaga abrir)');
  await expect(card).toContainText('Nenhum envio ainda');

  // A representative opens a matching job: the e-mail arrives within moments.
  const before = outboxSnapshot(dataDir);
  const rep = await (await browser.newContext()).newPage();
  await openMatchingJob(rep);
  await rep.context().close();
  const mail = await waitForMail(dataDir, STUDENT_EMAIL, before, 60_000);
  expect(mail.subject).toBe(`Nova vaga para o alerta "${ALERT}": ${TITLE}`);
  expect(mail.text).toContain('Acme Tecnologia · Vitória - ES · Estágio');
  const parsed = await simpleParser(fs.readFileSync(mail.file));
  expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );
  const unsubscribeUrl = (parsed.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url;
  const jobLink = /Ver detalhes: (\S+)/.exec(mail.text)![1]!;
  const alertsLink = /Meus alertas: (\S+)/.exec(mail.text)![1]!;
  expect(jobLink).toMatch(/\/\?vaga=\d+$/);
  expect(parsed.html).toContain(`href="${unsubscribeUrl.replace(/&/g, '&amp;')}"`);

  // The job link opens the job's details; 'Meus alertas' shows when the alert last sent.
  await page.goto(jobLink);
  const details = page.getByRole('dialog', { name: 'Detalhes da vaga' });
  await expect(details).toContainText(TITLE);
  await expect(page).not.toHaveURL(/vaga=/);
  await shot(page, 'job-alert-link-details');
  await details.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.goto(alertsLink);
  await expect(page.getByRole('article', { name: ALERT })).not.toContainText('Nenhum envio ainda');

  // Signed out, the job link asks for the sign-in and then opens the job.
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto(jobLink);
  await fillStudentLogin(anonymous, accounts.student.ra, accounts.student.password);
  await submitButton(anonymous).click();
  await expect(anonymous.getByRole('dialog', { name: 'Detalhes da vaga' })).toContainText(TITLE);
  await anonymous.context().close();

  // The unsubscribe link, opened in a browser without a session: it names the alert, and only the
  // button stops it.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(unsubscribeUrl);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Cancelar alerta de vagas' })).toBeVisible();
  await expect(stranger.getByText(`Você deixará de receber os e-mails do alerta "${ALERT}".`)).toBeVisible();
  await expect(stranger.getByText('"hidrografia" · Vitória · ES')).toBeVisible();
  await shot(stranger, 'job-alert-unsubscribe');
  await checkScreen(stranger, 'job-alert-unsubscribe');
  await stranger.getByRole('button', { name: 'Cancelar este alerta' }).click();
  await expect(stranger.getByText(`Pronto! Você não receberá mais e-mails do alerta "${ALERT}".`)).toBeVisible();
  await shot(stranger, 'job-alert-unsubscribed');
  await stranger.context().close();

  await page.reload();
  await expect(page.getByRole('article', { name: ALERT }).getByText('Pausado', { exact: true })).toBeVisible();
  // The mail client's one-click POST (RFC 8058) answers 200 too; a tampered link shows the error page.
  const oneClick = await page.request.post(unsubscribeUrl, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  await page.goto(`${unsubscribeUrl}x`);
  await expect(page.getByText('Link de cancelamento inválido')).toBeVisible();
});

test("'Meus alertas' creates, edits, pauses, resumes and deletes alerts", async ({ page }) => {
  await clearAlerts(page.request);
  await loginAs(page, 'student');
  await followMenu(page, 'Meus alertas');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus alertas' })).toBeVisible();
  await expect(page.getByText('Nenhum alerta criado')).toBeVisible();
  await checkScreen(page, 'job-alerts-empty');

  await page.getByRole('button', { name: 'Criar alerta' }).click();
  const form = page.getByRole('dialog', { name: 'Criar alerta' });
  await textbox(form, 'Nome do alerta').fill('Estágios em Campinas');
  // Without any criterion the server refuses it on the title.
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(form.getByText('Informe ao menos um critério: título, estado ou cidade')).toBeVisible();
  await textbox(form, 'Título da vaga').fill('estágio');
  await textbox(form, 'Cidade').fill('Campinas');
  await form.getByLabel('Semanal (segundas, às 8h)').check();
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(toastWith(page, 'Alerta criado com sucesso!')).toBeVisible();

  const card = page.getByRole('article', { name: 'Estágios em Campinas' });
  await expect(card).toContainText('"estágio" · Campinas');
  await expect(card).toContainText('Semanal (segundas, às 8h)');
  await checkScreen(page, 'job-alerts-list');

  await card.getByRole('button', { name: 'Editar o alerta Estágios em Campinas' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar alerta' });
  await textbox(edit, 'Nome do alerta').fill('Estágios em Campinas e região');
  await edit.getByLabel('Diário (às 8h)').check();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastWith(page, 'Alerta alterado com sucesso!')).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Estágios em Campinas e região' });
  await expect(renamed).toContainText('Diário (às 8h)');

  await renamed.getByRole('button', { name: /^Pausar/ }).click();
  await expect(toastWith(page, 'Alerta pausado')).toBeVisible();
  await expect(renamed.getByText('Pausado', { exact: true })).toBeVisible();
  await renamed.getByRole('button', { name: /^Reativar/ }).click();
  await expect(toastWith(page, 'Alerta reativado')).toBeVisible();
  await expect(renamed.getByText('Ativo', { exact: true })).toBeVisible();

  // Deleting asks first; 'Cancelar' keeps the alert.
  await renamed.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir alerta' });
  await expect(confirm).toContainText('Excluir o alerta "Estágios em Campinas e região"?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: /^Excluir/ }).click();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(toastWith(page, 'Alerta excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum alerta criado')).toBeVisible();
});
