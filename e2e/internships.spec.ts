// Internships (docs/decisions/018-internships-tce.md): the office registers a convênio, the
// company starts the TCE from a hired card of an internship job, the student, the company and the
// university sign in turn, and the frozen PDF is verified on /validar/{code} in the browser.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAs, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { auditBothModes } from './support/pipeline.ts';
import { signStudentTerm } from './support/student-terms.ts';

/** A field by the start of its label (required fields end in ' *'). */
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()$.*+?[\]\\]/g, '\\$&')}`));

interface Job {
  id: number;
  status: number;
  contract_type: { name: string } | null;
  company: { name: string };
}

test('from a hired card to an active TCE with three signatures and a verified PDF', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signStudentTerm(page.request, '2024001', 'Aluno@1234');
  const rep = bearer(await apiToken(page.request, 'representative'));
  const student = bearer(await apiToken(page.request, 'student'));

  // The office registers Acme's convênio on 'Convênios'.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/convenios');
  await admin.getByRole('button', { name: 'Novo convênio' }).click();
  const form = admin.getByRole('dialog', { name: 'Novo convênio' });
  await form.getByRole('combobox', { name: 'Empresa' }).click();
  await admin.getByRole('option', { name: 'Acme Tecnologia', exact: true }).click();
  await form.getByLabel('Número do convênio').fill('CV-2026/042');
  await form.getByLabel('Início da vigência').fill('2026-01-01');
  await form.getByLabel('Fim da vigência').fill('2031-12-31');
  await auditBothModes(admin, 'Novo convênio');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(admin.getByRole('cell', { name: 'CV-2026/042', exact: true })).toBeVisible();
  // The save's toast is closed first: axe would read it half faded on its way out.
  const toasts = admin.getByRole('button', { name: 'Fechar aviso' });
  for (const close of await toasts.all()) await close.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
  await auditBothModes(admin, 'Convênios', 'convenios');

  // Ana applies to an open Acme internship job and is hired (through the API).
  const jobs = (await (await page.request.get('/api/jobs?limit=100', { headers: rep })).json()) as { data: Job[] };
  const job = jobs.data.find(
    (j) => j.status === 1 && j.contract_type?.name === 'Estágio' && j.company.name === 'Acme Tecnologia',
  );
  expect(job, 'an open Acme internship job').toBeDefined();
  const applied = await page.request.post('/api/applications', {
    headers: student,
    data: { job_id: job!.id, ra: '2024001' },
  });
  const appId = applied.ok()
    ? ((await applied.json()) as { id: number }).id
    : (
        (await (await page.request.get('/api/applications?limit=100', { headers: student })).json()) as {
          data: Array<{ id: number; job_id: number }>;
        }
      ).data.find((a) => a.job_id === job!.id)!.id;
  const hired = await page.request.patch(`/api/applications/${appId}/stage`, {
    headers: rep,
    data: { stage: 'hired' },
  });
  expect(hired.status()).toBe(200);

  // The company starts the TCE from the hired card, with the law's limits beside the fields.
  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${job!.id}?visao=quadro`);
  await page.getByTestId(`card-${appId}`).getByRole('link', { name: 'Iniciar termo de compromisso' }).click();
  await expect(page.getByRole('heading', { name: 'Novo termo de compromisso de estágio' })).toBeVisible();
  await expect(page.getByText('Máximo de 6 horas diárias (art. 10)')).toBeVisible();
  await labelled(page, 'Início').fill('2027-02-01');
  await labelled(page, 'Término').fill('2027-12-31');
  await labelled(page, 'Horas por dia').fill('7');
  await labelled(page, 'Bolsa mensal (R$)').fill('1500,00');
  await labelled(page, 'Auxílio-transporte mensal (R$)').fill('200');
  await labelled(page, 'Seguradora').fill('Seguradora Exemplo S.A.');
  await labelled(page, 'Número da apólice').fill('AP-2027-0042');
  await labelled(page, 'Supervisor(a) na empresa').fill('Carla Supervisora');
  await labelled(page, 'E-mail do supervisor(a)').fill('carla@acme.com.br');
  await labelled(page, 'Cargo do supervisor(a)').fill('Gerente de TI');
  await labelled(page, 'Formação ou experiência na área').fill('Ciência da Computação');
  await labelled(page, 'Professor(a) orientador(a)').fill('Prof. João Orientador');
  await labelled(page, 'E-mail do orientador(a)').fill('joao@demo.edu.br');
  await page.getByLabel('Plano de atividades (uma por linha)').fill('Desenvolver telas\nEscrever testes automatizados');
  await page.setViewportSize({ width: 375, height: 800 });
  await auditBothModes(page, 'TCE form', 'tce-form');
  await page.getByRole('button', { name: 'Criar termo de compromisso' }).click();
  // 7 hours a day: refused on its field, with the article.
  await expect(page.getByText('A jornada não pode passar de 6 horas diárias (Lei 11.788/2008, art. 10)')).toBeVisible();
  await labelled(page, 'Horas por dia').fill('6');
  await page.getByRole('button', { name: 'Criar termo de compromisso' }).click();
  await expect(page).toHaveURL(/\/estagios\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Termo de compromisso de estágio', exact: true })).toBeVisible();
  const tceId = Number(/\/estagios\/(\d+)/.exec(page.url())![1]);
  // The draft is edited with the same checks: a longer week is refused, a new policy number saved.
  await page.getByRole('link', { name: 'Editar rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Editar rascunho do termo de compromisso' })).toBeVisible();
  await expect(labelled(page, 'Número da apólice')).toHaveValue('AP-2027-0042');
  await auditBothModes(page, 'TCE draft edit', 'tce-edit');
  await labelled(page, 'Horas por semana').fill('31');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(
    page.getByText('A jornada não pode passar de 30 horas semanais (Lei 11.788/2008, art. 10)'),
  ).toBeVisible();
  await labelled(page, 'Horas por semana').fill('30');
  await labelled(page, 'Número da apólice').fill('AP-2027-0043');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page).toHaveURL(new RegExp(`/estagios/${tceId}$`));
  await expect(page.getByText('AP-2027-0043')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar para assinaturas' }).click();
  await expect(page.getByText('Aguardando a assinatura de: Estagiário(a)')).toBeVisible();
  // The buttons moved under the pointer: the audit is of the page at rest, not of a hovered button.
  await page.mouse.move(0, 0);
  await auditBothModes(page, 'TCE page, awaiting signatures', 'tce-page');

  // The student signs on 'Meu estágio' (a wrong password first).
  const ana = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await loginAs(ana, 'student');
  await ana.goto('/meu-estagio');
  await expect(ana.getByText('Este termo aguarda a sua assinatura.')).toBeVisible();
  await auditBothModes(ana, 'Meu estágio', 'meu-estagio');
  await ana.getByRole('button', { name: 'Assinar termo' }).click();
  const sign = ana.getByRole('dialog', { name: 'Assinar o termo de compromisso' });
  await sign.getByLabel('Senha').fill('Errada@0000');
  await sign.getByRole('button', { name: 'Assinar' }).click();
  await expect(sign.getByText(/Senha incorreta/)).toBeVisible();
  await sign.getByLabel('Senha').fill('Aluno@1234');
  await sign.getByRole('button', { name: 'Assinar' }).click();
  await expect(ana.getByText('Aguardando a assinatura de: Parte concedente')).toBeVisible();

  // The company, then the university.
  await page.reload();
  await page.getByRole('button', { name: 'Assinar termo' }).click();
  await page.getByRole('dialog').getByLabel('Senha').fill('Empresa@123');
  await page.getByRole('dialog').getByRole('button', { name: 'Assinar' }).click();
  await expect(page.getByText('Aguardando a assinatura de: Instituição de ensino')).toBeVisible();
  await admin.goto('/estagios');
  await expect(admin.getByRole('heading', { name: 'Estágios' })).toBeVisible();
  await auditBothModes(admin, 'Estágios', 'estagios');
  await admin.goto(`/estagios/${tceId}`);
  await admin.getByRole('button', { name: 'Assinar termo' }).click();
  await admin.getByRole('dialog').getByLabel('Senha').fill('Admin@12345');
  await admin.getByRole('dialog').getByRole('button', { name: 'Assinar' }).click();
  await expect(admin.getByText('Ativo', { exact: true })).toBeVisible();

  // The student downloads the frozen PDF and checks it on the public page.
  await ana.reload();
  const [download] = await Promise.all([
    ana.waitForEvent('download'),
    ana.getByRole('button', { name: 'Baixar documento (PDF)' }).click(),
  ]);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await ana.getByRole('link', { name: /Verificação pública/ }).click();
  await expect(ana.getByRole('heading', { name: 'Verificação de documento' })).toBeVisible();
  await ana
    .getByLabel('PDF a conferir')
    .setInputFiles({ name: 'tce.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(file) });
  await expect(ana.getByText('O arquivo tce.pdf é idêntico ao documento assinado.')).toBeVisible();
  await auditBothModes(ana, 'Verificação', 'validar');
  const tampered = Buffer.concat([fs.readFileSync(file), Buffer.from('\n%')]);
  await ana
    .getByLabel('PDF a conferir')
    .setInputFiles({ name: 'alterado.pdf', mimeType: 'application/pdf', buffer: tampered });
  await expect(ana.getByText('O arquivo alterado.pdf não corresponde ao documento assinado.')).toBeVisible();
  await shot(ana, 'validar-mismatch');
});
