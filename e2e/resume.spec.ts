// Journey: the student resume (docs/spec/02-screens.md#resume and #public-resume,
// docs/spec/04-states.md#visibility, docs/spec/05-validation.md#resume-items, docs/spec/08-messages.md;
// docs/spec/11-api-conventions.md#public-resume-and-hours, LGPD data rights in docs/decisions/003).
// The student fills the resume, hides an experience and shares it; a signed-out browser reads the
// public page without the hidden items and prints it to A4; a representative reads it from an
// application without edit controls; the student downloads their data. Deleting an account:
// e2e/resume-data-rights.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { accounts, expect, loginAs, screensDir, shot, sideMenu, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import {
  anaStudentId,
  choose,
  darkSwitch,
  main,
  pageShot,
  pdf,
  png,
  resetAnaResume,
  toast,
  viewShot,
} from './support/resume.ts';

const run = Date.now().toString().slice(-6);
const artifactsDir = path.dirname(screensDir);

const NEW_EXPERIENCE = {
  company: `Agência Horizonte ${run}`,
  role: 'Estagiária de dados',
  department: 'Inteligência de mercado',
};
const HIDDEN_SEED = 'Loja Bom Preço';
const NEW_EVENT = `Oficina de visualização de dados ${run}`;

test.describe.configure({ mode: 'serial' });

test('the student fills the resume, hides an experience and shares the public page', async ({
  page,
  browser,
  request,
}) => {
  await resetAnaResume(request);
  await loginAs(page, 'student');
  await page.getByRole('link', { name: /^Meu currículo/ }).click();
  await expect(page).toHaveURL(/\/curriculum\/\d+$/);
  const resumeUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Currículo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Currículo', selected: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Ana Beatriz Souza' })).toBeVisible();
  // The seeded hidden experience is shown to its owner, marked.
  await expect(main(page).getByText(HIDDEN_SEED)).toBeVisible();

  // Profile: birthday and phone required, a counter for the text, e-mail and course read-only, a picture.
  await main(page).getByRole('button', { name: 'Editar perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Editar perfil' });
  await expect(profile.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(profile.getByLabel('Curso')).toHaveValue('Ciência da Computação');
  await profile.getByLabel('Telefone').fill('');
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(profile.getByText('O campo "Telefone" é obrigatório!')).toBeVisible();
  await profile.getByLabel('Telefone').fill('11912345678');
  await expect(profile.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
  const text =
    'Estudante de Ciência da Computação focada em dados e desenvolvimento web. Busco estágio em engenharia de software.';
  await profile.getByRole('textbox', { name: 'Perfil', exact: true }).fill(text);
  await expect(profile.getByText(`${text.length}/280 caracteres`)).toBeVisible();
  await profile
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await png() });
  await expect(profile.getByRole('img', { name: 'Pré-visualização: Foto de perfil' })).toBeVisible();
  await viewShot(page, 'resume-profile-dialog');
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(toast(page, 'Sucesso ao atualizar perfil!')).toBeVisible();
  await expect(profile).toBeHidden();
  await expect(main(page).getByRole('img', { name: 'Foto de Ana Beatriz Souza' })).toBeVisible();
  await expect(main(page).getByText('(11) 91234-5678')).toBeVisible();

  // A skill, renamed, and a second one deleted after confirmation.
  const skills = main(page).getByRole('list', { name: 'Habilidades' });
  for (const name of ['Pyton', 'Excel']) {
    await main(page).getByRole('button', { name: 'Adicionar habilidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar habilidade' });
    await dialog.getByLabel('Habilidade').fill(name);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Habilidade cadastrada com sucesso').last()).toBeVisible();
    await expect(skills.getByText(name, { exact: true })).toBeVisible();
  }
  await skills.getByRole('button', { name: 'Editar habilidade Pyton' }).click();
  const editSkill = page.getByRole('dialog', { name: 'Editar habilidade' });
  await editSkill.getByLabel('Habilidade').fill('Python');
  await editSkill.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Habilidade atualizada com sucesso')).toBeVisible();
  await skills.getByRole('button', { name: 'Excluir habilidade Excel' }).click();
  const confirmSkill = page.getByRole('alertdialog', { name: 'Excluir habilidade' });
  await confirmSkill.getByRole('button', { name: 'Excluir' }).click();
  await expect(skills.getByText('Excel', { exact: true })).toBeHidden();
  await expect(skills.getByText('Python', { exact: true })).toBeVisible();

  // An experience: every field required, then saved.
  await main(page).getByRole('button', { name: 'Adicionar experiência' }).click();
  const experience = page.getByRole('dialog', { name: 'Adicionar experiência profissional' });
  await experience.getByRole('button', { name: 'Salvar' }).click();
  for (const message of [
    'Empresa',
    'Cargo',
    'Departamento',
    'Cidade',
    'Estado',
    'Data de início',
    'Data de término',
    'Descrição',
  ]) {
    await expect(experience.getByText(`O campo "${message}" é obrigatório!`)).toBeVisible();
  }
  await experience.getByLabel('Empresa').fill(NEW_EXPERIENCE.company);
  await experience.getByLabel('Cargo').fill(NEW_EXPERIENCE.role);
  await experience.getByLabel('Departamento').fill(NEW_EXPERIENCE.department);
  await experience.getByLabel('Cidade').fill('Campinas');
  await choose(page, experience, 'Estado', 'SP');
  await experience.getByLabel('Data de início').fill('2024-03-01');
  await experience.getByLabel('Data de término').fill('2024-12-20');
  await experience.getByLabel('Descrição').fill('Painéis de indicadores comerciais em Power BI e consultas SQL.');
  await experience.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Sucesso').first()).toBeVisible();
  await expect(experience).toBeHidden();
  await expect(main(page).getByText(`${NEW_EXPERIENCE.company} · ${NEW_EXPERIENCE.department}`)).toBeVisible();

  // Hide it from the public page with 'Divulgar informação'.
  const visibility = main(page).getByRole('switch', {
    name: `Divulgar informação: experiência ${NEW_EXPERIENCE.role} em ${NEW_EXPERIENCE.company}`,
  });
  await expect(visibility).toBeChecked();
  await visibility.click();
  await expect(visibility).not.toBeChecked();
  await expect(main(page).getByText('Oculta no currículo público')).toHaveCount(2);

  // An event with a certificate file.
  await main(page).getByRole('button', { name: 'Adicionar evento' }).click();
  const event = page.getByRole('dialog', { name: 'Adicionar evento' });
  await choose(page, event, 'Tipo de evento', 'Workshop');
  await event.getByLabel('Nome da atividade').fill(NEW_EVENT);
  await event.getByLabel('Organizador').fill('Laboratório de Dados da Universidade');
  await event.getByLabel('Data de início').fill('2024-10-05');
  await event.getByLabel('Data de término').fill('2024-10-05');
  await event.getByRole('radio', { name: 'Arquivo' }).check();
  await event
    .getByLabel('Arquivo do certificado')
    .setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(event.getByText('certificado.pdf')).toBeVisible();
  await viewShot(page, 'resume-event-dialog');
  await event.getByRole('button', { name: 'Salvar' }).click();
  await expect(event).toBeHidden();
  const certificate = main(page).getByRole('link', { name: `Ver certificado de ${NEW_EVENT}` });
  await expect(certificate).toBeVisible();
  const stored = await page.request.get((await certificate.getAttribute('href')) ?? '');
  expect(stored.status()).toBe(200);
  expect((await stored.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await pageShot(page, 'resume-student');
  await page.setViewportSize({ width: 375, height: 800 });
  await pageShot(page, 'resume-student-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Print: the shell's menu and every button stay off paper.
  await page.emulateMedia({ media: 'print' });
  await expect(sideMenu(page)).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Editar perfil' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await darkSwitch(page).click();
  await expect(darkSwitch(page)).toBeChecked();
  await pageShot(page, 'resume-student-dark');
  await darkSwitch(page).click();

  // Share: 'Compartilhar Currículo' opens the sharing settings; the demo resume is shared already,
  // through a link with a secret key (docs/decisions/016-security-hardening.md).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await main(page).getByRole('button', { name: 'Compartilhar Currículo' }).click();
  const sharing = page.getByRole('dialog', { name: 'Compartilhar currículo' });
  await expect(sharing.getByRole('switch', { name: 'Compartilhar currículo' })).toBeChecked();
  const link = sharing.getByRole('textbox', { name: 'Link do currículo' });
  const publicUrl = await link.inputValue();
  expect(publicUrl).toMatch(new RegExp(`${resumeUrl}/public\\?key=[A-Za-z0-9_-]{32}$`));
  await sharing.getByRole('button', { name: 'Copiar Link' }).click();
  await expect(toast(page, 'Link copiado para a área de transferência')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
  await sharing.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(sharing).toBeHidden();

  // A signed-out browser: visible items only, no edit controls.
  const outsider = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  const anon = await outsider.newPage();
  await anon.goto(publicUrl);
  const sheet = anon.locator('.resume-sheet');
  await expect(sheet.getByRole('heading', { name: 'Ana Beatriz Souza' })).toBeVisible();
  await expect(sheet.getByText('Python', { exact: true })).toBeVisible();
  await expect(sheet.getByText(NEW_EVENT)).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Workshop', exact: true })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Congresso', exact: true })).toBeVisible();
  await expect(sheet.getByText('Laboratório de Inovação da Universidade', { exact: false })).toBeVisible();
  await expect(sheet.getByText(NEW_EXPERIENCE.company)).toHaveCount(0);
  await expect(sheet.getByText(HIDDEN_SEED)).toHaveCount(0);
  await expect(sheet.getByText('(11) 91234-5678')).toHaveCount(0);
  await expect(anon.getByRole('switch')).toHaveCount(1); // only the header's 'Modo escuro'
  await expect(anon.getByRole('button', { name: /Editar|Excluir|Adicionar/ })).toHaveCount(0);
  await expect(anon.getByRole('button', { name: 'Voltar ao currículo' })).toHaveCount(0);
  await shot(anon, 'resume-public');
  await anon.setViewportSize({ width: 375, height: 800 });
  await shot(anon, 'resume-public-phone');
  await anon.setViewportSize({ width: 1280, height: 900 });

  // 'Download' opens the print dialog.
  await anon.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await anon.getByRole('button', { name: 'Download' }).click();
  expect(await anon.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // Dark on screen; the printed sheet is light, without header, footer or buttons.
  await darkSwitch(anon).click();
  await expect(darkSwitch(anon)).toBeChecked();
  const headingColour = () => sheet.evaluate((el) => getComputedStyle(el.querySelector('h2') ?? el).color);
  await expect.poll(headingColour).toBe('rgb(230, 235, 245)'); // the dark theme's text
  await shot(anon, 'resume-public-dark');
  await anon.emulateMedia({ media: 'print' });
  await expect(anon.getByRole('banner')).toBeHidden();
  await expect(anon.getByRole('contentinfo')).toBeHidden();
  await expect(anon.getByRole('button', { name: 'Download' })).toBeHidden();
  await expect(anon.getByRole('button', { name: 'Copiar Link' })).toBeHidden();
  await expect.poll(headingColour).toBe('rgb(23, 32, 51)'); // printed in the light theme
  await shot(anon, 'resume-public-print');
  const pdfPath = path.join(artifactsDir, 'resume-public.pdf');
  const file = await anon.pdf({ path: pdfPath, format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(20_000);
  const boxes = file.toString('latin1').match(/\/MediaBox \[[^\]]*\]/g) ?? [];
  expect(boxes.length, 'pages in the PDF').toBeGreaterThan(0);
  for (const box of boxes)
    expect(box, 'an A4 page (595 x 842 pt)').toMatch(/^\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]$/);
  await outsider.close();
});

test('the complementary activities chart, wide and on a phone', async ({ page }) => {
  const id = await anaStudentId(page.request);
  await loginAs(page, 'student');
  await page.goto(`/curriculum/${id}`);
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page).toHaveURL(/\?aba=skills$/);
  await expect(page.getByRole('heading', { name: 'Atividades Complementares' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Atividades complementares em horas', includeHidden: true });
  await expect(table.getByRole('row', { name: /Atividades de extensão 60 h 60 h/, includeHidden: true })).toHaveCount(
    1,
  );
  const chart = page.getByTestId('grafico-horas');
  await expect(chart).toHaveAttribute('data-layout', 'wide');
  await expect(chart.getByText('100', { exact: true })).toBeVisible();
  await pageShot(page, 'resume-chart-wide');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(chart).toHaveAttribute('data-layout', 'narrow');
  await expect(chart.getByText('42 h de 60 h')).toBeVisible();
  await pageShot(page, 'resume-chart-phone');
  await darkSwitch(page).click();
  await expect(darkSwitch(page)).toBeChecked();
  await pageShot(page, 'resume-chart-phone-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await pageShot(page, 'resume-chart-wide-dark');
  await darkSwitch(page).click();
});

test('a representative reads the resume from an application, read-only and without hidden items', async ({
  page,
  request,
}) => {
  const rep = await apiToken(request, 'representative');
  const list = await request.get('/api/applications?page=1&limit=100', { headers: bearer(rep) });
  expect(list.status()).toBe(200);
  const application = ((await list.json()) as { data: Array<{ job_id: number; ra: string }> }).data.find(
    (a) => a.ra === accounts.student.ra,
  );
  expect(application, 'an application of RA 2024001 to a job of the demo representative').toBeDefined();

  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${application!.job_id}`);
  await page.getByRole('link', { name: 'Currículo de Ana Beatriz Souza' }).first().click();
  // The link names the job, so the student sees 'Currículo visualizado' for that application.
  await expect(page).toHaveURL(new RegExp(`/curriculum/\\d+\\?vaga=${application!.job_id}$`));
  await expect(main(page).getByText('Visualização somente leitura do currículo de Ana Beatriz Souza.')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Ana Beatriz Souza' })).toBeVisible();
  await expect(main(page).getByText('Python', { exact: true })).toBeVisible();
  await expect(main(page).getByText(NEW_EVENT)).toBeVisible();
  await expect(main(page).getByText(NEW_EXPERIENCE.company)).toHaveCount(0);
  await expect(main(page).getByText(HIDDEN_SEED)).toHaveCount(0);
  await expect(main(page).getByRole('switch')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: /Editar|Excluir|Adicionar|Baixar meus dados/ })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: 'Meus dados' })).toHaveCount(0);
  await pageShot(page, 'resume-representative');
});

test('the student downloads their data as JSON after typing the password again', async ({ page }) => {
  const id = await anaStudentId(page.request);
  await loginAs(page, 'student');
  await page.goto(`/curriculum/${id}`);
  await main(page).getByRole('button', { name: 'Baixar meus dados' }).click();
  const ask = page.getByRole('dialog', { name: 'Baixar meus dados' });
  const password = ask.getByLabel('Sua senha');
  await expect(password).toBeFocused();
  // A wrong password: said under the field, which is selected for retyping; nothing downloads.
  await password.fill('Errada@1234');
  await password.press('Enter');
  await expect(ask.getByText('Senha incorreta. Digite a senha que você usa para entrar no portal.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await viewShot(page, 'resume-export-password');
  const downloading = page.waitForEvent('download');
  await page.keyboard.type('Aluno@1234');
  await page.keyboard.press('Enter');
  const download = await downloading;
  await expect(ask).toBeHidden();
  expect(download.suggestedFilename()).toBe('meus-dados-2024001.json');
  const saved = path.join(artifactsDir, 'meus-dados-2024001.json');
  await download.saveAs(saved);
  const data = JSON.parse(fs.readFileSync(saved, 'utf8')) as {
    student: { ra: string };
    skills: Array<{ name: string }>;
    professional_experiences: Array<{ company_name: string; visible: number }>;
  };
  expect(data.student.ra).toBe('2024001');
  expect(data.skills.map((s) => s.name)).toContain('Python');
  expect(data.professional_experiences.find((e) => e.company_name === NEW_EXPERIENCE.company)?.visible).toBe(0);
});
