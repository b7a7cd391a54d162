// Journey: the representative opens the applications to one of their jobs (docs/spec/02-screens.md#applications-staff-view,
// 04-states.md#application, 05-validation.md#hired-selection, 08-messages.md, 13-open-behaviours.md): the video placeholder,
// the hire chosen with 'Concluir ocupação da vaga', the hired chip, 'Enviar notificação' e-mailing
// every candidate the outcome (the .eml files are checked), removal, search and the empty state.
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, loginAs, shot, test } from './fixtures.ts';
import { studentSession } from './support/student-terms.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { outboxSnapshot, waitForMail } from './support/mail.ts';

// Toasts are found through the accessibility tree, also those raised while a dialog is open.
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const ANA = { name: 'Ana Beatriz Souza', email: 'ana.souza@aluno.demo.edu.br', ra: '2024001' };
const BRUNO = { name: 'Bruno Carvalho Lima', email: 'bruno.lima@aluno.demo.edu.br', ra: '2024002' };

interface JobRow {
  id: number;
  title: string;
  status: number;
  applications_count: number;
}

/** An open job of the demo representative that nobody applied to yet, and both demo students apply. */
const prepareJob = async (request: APIRequestContext): Promise<JobRow> => {
  const rep = await apiToken(request, 'representative');
  const list = await request.get('/api/jobs/user?page=1&limit=100', { headers: bearer(rep) });
  expect(list.status()).toBe(200);
  const jobs = ((await list.json()) as { data: JobRow[] }).data;
  const job = jobs.find((j) => j.status === 1 && j.applications_count === 0);
  if (!job) throw new Error('the demo representative has no open job without applications');
  const ana = await apiToken(request, 'student');
  const anaApply = await request.post('/api/applications', {
    headers: bearer(ana),
    data: { job_id: job.id, ra: ANA.ra },
  });
  expect(anaApply.status()).toBe(201);
  const brunoToken = (await studentSession(request, BRUNO.ra, accounts.student.password)).token;
  const brunoApply = await request.post('/api/applications', {
    headers: bearer(brunoToken),
    data: { job_id: job.id, ra: BRUNO.ra },
  });
  expect(brunoApply.status()).toBe(201);
  return job;
};

test('representative marks the hire and notifies the candidates by e-mail', async ({ page, request, dataDir }) => {
  const job = await prepareJob(request);
  await loginAs(page, 'representative');

  // All applications to the representative's jobs, each with its job.
  await page.goto('/candidaturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidaturas' })).toBeVisible();
  const allTable = page.getByRole('table', { name: 'Lista de candidaturas' });
  await expect(allTable.getByRole('columnheader', { name: 'Vaga' })).toBeVisible();
  await shot(page, 'applications-all-representative');

  // Open the job's applications.
  await allTable.locator(`a[href="/candidaturas/${job.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/candidaturas/${job.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lista de candidaturas' });
  for (const header of [
    'Cód.',
    'RA',
    'Nome',
    'Currículo',
    'Vídeo de apresentação',
    'E-mail',
    'Telefone',
    'Notificado',
    'Ações',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const anaRow = table.getByRole('row').filter({ hasText: ANA.name });
  const brunoRow = table.getByRole('row').filter({ hasText: BRUNO.name });
  await expect(anaRow).toContainText(ANA.ra);
  await expect(anaRow.getByRole('link', { name: ANA.email })).toBeVisible();
  await expect(anaRow.getByRole('link', { name: `Currículo de ${ANA.name}` })).toHaveAttribute(
    'href',
    /^\/curriculum\/\d+\?vaga=\d+$/,
  );
  await expect(anaRow.getByRole('checkbox', { name: /ainda não foi notificado/ })).not.toBeChecked();

  // The presentation video is a placeholder for now.
  await anaRow.getByRole('button', { name: `Vídeo de apresentação de ${ANA.name}` }).click();
  const video = page.getByRole('dialog', { name: 'Vídeo de apresentação' });
  await expect(video.getByText('Dado indisponível no momento')).toBeVisible();
  await video.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(video).toBeHidden();

  // A candidate must be chosen.
  await page.getByRole('button', { name: 'Concluir ocupação da vaga' }).click();
  await expect(toast(page, 'Atenção! Selecione um candidato para prosseguir')).toBeVisible();

  // Hire Ana.
  await page.getByLabel('Candidato contratado').click();
  await page.getByRole('option', { name: new RegExp(ANA.name) }).click();
  await page.getByRole('button', { name: 'Concluir ocupação da vaga' }).click();
  await expect(toast(page, 'Candidatura atualizada com sucesso')).toBeVisible();
  const chip = page.getByRole('button', { name: new RegExp(`^${ANA.name}, contratado`) });
  await expect(chip).toBeVisible();
  await expect(anaRow.getByText('Contratado', { exact: true })).toBeVisible();
  await shot(page, 'applications-job-hired');

  // Notify: Ana hears she was hired, Bruno that another candidate was chosen.
  const before = outboxSnapshot(dataDir);
  await page.getByRole('button', { name: 'Enviar notificação' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enviar notificação' });
  await expect(confirm).toContainText('1 contratado e 1 não selecionado');
  await shot(page, 'applications-notify-confirm');
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Notificação enviada aos candidatos')).toBeVisible();
  const anaMail = await waitForMail(dataDir, ANA.email, before);
  expect(anaMail.subject).toContain('Parabéns');
  expect(anaMail.subject).toContain(job.title);
  const brunoMail = await waitForMail(dataDir, BRUNO.email, before);
  expect(brunoMail.subject).toBe(`Atualização sobre a vaga ${job.title}`);
  await expect(anaRow.getByRole('checkbox', { name: /notificado\(a\) em/ })).toBeChecked();
  await expect(brunoRow.getByRole('checkbox', { name: /notificado\(a\) em/ })).toBeChecked();

  // Nobody left to notify.
  await page.getByRole('button', { name: 'Enviar notificação' }).click();
  await expect(toast(page, 'Todos os candidatos já foram notificados')).toBeVisible();

  // The chip's delete undoes the hire (the same toggling call).
  await chip.locator('.MuiChip-deleteIcon').click();
  await expect(toast(page, 'Candidatura atualizada com sucesso').first()).toBeVisible();
  await expect(page.getByText('Nenhum candidato contratado ainda.')).toBeVisible();

  // Search by name and the empty state.
  await page.getByLabel('Buscar candidato por nome').fill('Bruno');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Buscar candidato por nome').fill('ninguém com este nome');
  await expect(page.getByText('Nenhuma candidatura encontrada')).toBeVisible();
  await page.getByLabel('Buscar candidato por nome').fill('');

  // Remove Bruno's application.
  await brunoRow.getByRole('button', { name: `Remover candidatura de ${BRUNO.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Remover candidatura' }).getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Candidatura removida com sucesso')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: BRUNO.name })).toHaveCount(0);

  // Back to the previous page.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/candidaturas$/);
});

test('a job page on a phone in dark mode', async ({ page, request }) => {
  const rep = await apiToken(request, 'representative');
  const jobs = (
    (await (await request.get('/api/jobs/user?page=1&limit=100', { headers: bearer(rep) })).json()) as {
      data: JobRow[];
    }
  ).data;
  const job = jobs.find((j) => j.applications_count > 0);
  if (!job) throw new Error('no job with applications');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${job.id}`);
  await expect(page.getByRole('list', { name: 'Lista de candidaturas' }).getByRole('listitem').first()).toBeVisible();
  await shot(page, 'applications-job-phone-dark');
});

test('admin sees the applications of every company', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/candidaturas');
  const table = page.getByRole('table', { name: 'Lista de candidaturas' });
  await expect(table.getByText('Beta Consultoria').first()).toBeVisible();
  await shot(page, 'applications-all-admin');
});
