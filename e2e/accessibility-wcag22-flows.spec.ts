// WCAG 2.2 / NBR 17225 in the multi-step flows (docs/decisions/022): every drag on the hiring
// board has a single-pointer alternative, the card's menu (2.5.7), and nothing given earlier in a
// flow is asked again (3.3.7): the sign-up wizard keeps both steps and hands the e-mail to the
// login, and the TCE started from a hired card takes the student and the company from it.
// (The password reset's hand-over of the e-mail is in e2e/password-reset.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { createThrowawayStudent } from './support/throwaway-student.ts';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

test('the board by clicks only, then the TCE from the hired card asks nothing given before', async ({ page }) => {
  test.setTimeout(90_000);
  // A student of this run applies to an open Acme internship job (through the API).
  const ra = `66${String(Date.now()).slice(-7)}`;
  const bruno = await createThrowawayStudent(page.request, 'Bruno Lima Acessível', ra);
  const rep = bearer(await apiToken(page.request, 'representative'));
  const jobs = (await (await page.request.get('/api/jobs?limit=100', { headers: rep })).json()) as {
    data: Array<{ id: number; status: number; contract_type: { name: string } | null; company: { name: string } }>;
  };
  const job = jobs.data.find(
    (j) => j.status === 1 && j.contract_type?.name === 'Estágio' && j.company.name === 'Acme Tecnologia',
  );
  expect(job, 'an open Acme internship job').toBeDefined();
  const login = await page.request.post('/api/login-student', { data: { ra, password: bruno.password } });
  const student = bearer(((await login.json()) as { token: string }).token);
  const applied = await page.request.post('/api/applications', { headers: student, data: { job_id: job!.id, ra } });
  expect(applied.status(), await applied.text()).toBe(201);
  const id = ((await applied.json()) as { id: number }).id;

  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${job!.id}?visao=quadro`);
  const card = page.getByTestId(`card-${id}`);
  await expect(page.getByTestId('column-received').getByTestId(`card-${id}`)).toBeVisible();

  // 2.5.7: every card that can be dragged has the menu beside it.
  const draggable = page.locator('[aria-roledescription="cartão arrastável"]:not([aria-disabled="true"])');
  const cards = page.locator('.pb-card[data-locked="false"]');
  expect(await draggable.count()).toBeGreaterThan(0);
  await expect(draggable).toHaveCount(await cards.count());
  await expect(cards.filter({ has: page.getByRole('button', { name: /^Mover / }) })).toHaveCount(await cards.count());

  // The menu offers every column a drag could reach; clicks alone move the card there.
  await card.getByRole('button', { name: 'Mover Bruno Lima Acessível' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { disabled: false })).toHaveText([
    'Em análise',
    'Entrevista',
    'Contratada',
    'Não selecionada',
  ]);
  await menu.getByRole('menuitem', { name: 'Contratada' }).click();
  const dialog = page.getByRole('dialog', { name: /para Contratada$/ });
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('column-hired').getByTestId(`card-${id}`)).toBeVisible();

  // 3.3.7: the TCE from the hired card shows the student and the company, and asks neither.
  await card.getByRole('link', { name: 'Iniciar termo de compromisso' }).click();
  await expect(page.getByRole('heading', { name: 'Novo termo de compromisso de estágio' })).toBeVisible();
  const parts = page.getByRole('group', { name: 'Partes' });
  await expect(parts).toContainText(`Estagiário(a): Bruno Lima Acessível (RA ${ra})`);
  await expect(parts).toContainText('Acme Tecnologia');
  await expect(page.getByRole('textbox', { name: /^RA do aluno/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveCount(0);
});

test('the sign-up keeps both steps and the login does not ask the e-mail again', async ({ page }) => {
  const email = `redundante.${Date.now()}@empresa-e2e.com.br`;
  await page.goto('/signup');
  await textbox(page, 'Nome').fill('Paula Reis');
  await textbox(page, 'E-mail').fill(email);
  await password(page, 'Senha').fill('Tela@20245');
  await password(page, 'Confirmação de Senha').fill('Tela@20245');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await textbox(page, 'Nome da empresa').fill('Clínica Redundante');
  await page.getByRole('radio', { name: 'Registro Profissional' }).check();
  await textbox(page, 'Registro Profissional').fill(`CRM-${Date.now() % 1_000_000}`);
  await textbox(page, 'Área de atuação').fill('Saúde');

  // Back and forth: what was typed in either step is still there.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(textbox(page, 'Nome')).toHaveValue('Paula Reis');
  await expect(textbox(page, 'E-mail')).toHaveValue(email);
  await expect(password(page, 'Senha')).toHaveValue('Tela@20245');
  await expect(password(page, 'Confirmação de Senha')).toHaveValue('Tela@20245');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(textbox(page, 'Nome da empresa')).toHaveValue('Clínica Redundante');
  await expect(textbox(page, 'Área de atuação')).toHaveValue('Saúde');
  await expect(page.getByRole('radio', { name: 'Registro Profissional' })).toBeChecked();

  await textbox(page, 'Sobre').fill('Clínica parceira da universidade.');
  await page.getByRole('checkbox', { name: 'Li e concordo com os Termos e Condições' }).check();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  // The e-mail just given is filled in; only the password is asked.
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  const secret = page.getByLabel('Senha', { exact: true });
  await expect(secret).toBeFocused();
  await secret.fill('Tela@20245');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
});
