// Journey: LGPD data rights on the resume (docs/spec/02-screens.md#resume, LGPD data rights in
// docs/decisions/003): a throwaway student fills the profile in, removes items and deletes their
// account after typing excluir; the administrator exports and deletes another one from Usuários.
import { accounts, expect, fillStudentLogin, loginAs, submitButton, test } from './fixtures.ts';
import { choose, main, pageShot, toast, viewShot } from './support/resume.ts';
import { createThrowawayStudent } from './support/throwaway-student.ts';

const run = Date.now().toString().slice(-6);

test('a new student fills the profile in, removes items, then deletes the account after typing excluir', async ({
  page,
  request,
}) => {
  const student = await createThrowawayStudent(request, `Estudante LGPD self ${run}`, `9${run}1`);
  await page.goto('/');
  await fillStudentLogin(page, student.ra, student.password);
  await submitButton(page).click();
  await page.getByRole('link', { name: /^Meu currículo/ }).click();
  await expect(main(page).getByText('Nenhuma habilidade cadastrada')).toBeVisible();
  await expect(main(page).getByText('Nenhuma experiência profissional encontrada')).toBeVisible();
  await expect(main(page).getByText('Nenhum evento encontrado')).toBeVisible();
  await expect(main(page).getByText('Telefone não informado')).toBeVisible();
  await expect(main(page).getByText('Perfil não informado')).toBeVisible();
  await pageShot(page, 'resume-empty');

  // The first save 'cadastra' the profile.
  await main(page).getByRole('button', { name: 'Editar perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Editar perfil' });
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(profile.getByText('O campo "Data de nascimento" é obrigatório!')).toBeVisible();
  await expect(profile.getByText('O campo "Telefone" é obrigatório!')).toBeVisible();
  await profile.getByLabel('Data de nascimento').fill('2004-02-29');
  await profile.getByLabel('Telefone').fill('21987650000');
  await profile.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(toast(page, 'Sucesso ao cadastrar perfil!')).toBeVisible();
  await expect(main(page).getByText('29/02/2004')).toBeVisible();

  // An experience, deleted after confirmation.
  await main(page).getByRole('button', { name: 'Adicionar experiência' }).click();
  const experience = page.getByRole('dialog', { name: 'Adicionar experiência profissional' });
  await experience.getByLabel('Empresa').fill('Mercado Central');
  await experience.getByLabel('Cargo').fill('Caixa');
  await experience.getByLabel('Departamento').fill('Atendimento');
  await experience.getByLabel('Cidade').fill('Niterói');
  await choose(page, experience, 'Estado', 'RJ');
  await experience.getByLabel('Data de início').fill('2023-02-01');
  await experience.getByLabel('Data de término').fill('2022-12-31');
  await experience.getByLabel('Descrição').fill('Atendimento e fechamento de caixa.');
  await experience.getByRole('button', { name: 'Salvar' }).click();
  await expect(experience.getByText('A data de término deve ser igual ou posterior à data de início')).toBeVisible();
  await experience.getByLabel('Data de término').fill('2023-12-31');
  await experience.getByRole('button', { name: 'Salvar' }).click();
  await expect(experience).toBeHidden();
  await main(page).getByRole('button', { name: 'Excluir experiência Caixa em Mercado Central' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir experiência profissional' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(toast(page, 'Experiência profissional excluída com sucesso')).toBeVisible();
  await expect(main(page).getByText('Nenhuma experiência profissional encontrada')).toBeVisible();

  // An event whose certificate is a link, deleted after confirmation.
  await main(page).getByRole('button', { name: 'Adicionar evento' }).click();
  const event = page.getByRole('dialog', { name: 'Adicionar evento' });
  await choose(page, event, 'Tipo de evento', 'Curso');
  await event.getByLabel('Nome da atividade').fill('Curso de Excel');
  await event.getByLabel('Organizador').fill('Escola Virtual');
  await event.getByLabel('Data de início').fill('2024-01-10');
  await event.getByLabel('Data de término').fill('2024-02-10');
  await event.getByRole('radio', { name: 'Link' }).check();
  await event.getByLabel('Link do certificado').fill('certificado');
  await event.getByRole('button', { name: 'Salvar' }).click();
  await expect(event.getByText('Informe um link válido (http ou https) para o certificado')).toBeVisible();
  await event.getByLabel('Link do certificado').fill('https://certificados.example.org/excel/123');
  await event.getByRole('button', { name: 'Salvar' }).click();
  await expect(event).toBeHidden();
  await expect(main(page).getByRole('link', { name: 'Ver certificado de Curso de Excel' })).toHaveAttribute(
    'href',
    'https://certificados.example.org/excel/123',
  );
  await main(page).getByRole('button', { name: 'Excluir evento Curso de Excel' }).click();
  await page.getByRole('alertdialog', { name: 'Excluir evento' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Excluindo evento')).toBeVisible();
  await expect(main(page).getByText('Nenhum evento encontrado')).toBeVisible();

  await main(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByText('Serão excluídos definitivamente:')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Confirmação').fill('EXCLUIR');
  // The password too: without it, and with a wrong one, the account stays.
  await confirm.click();
  await expect(dialog.getByText('O campo "Senha" é obrigatório!')).toBeVisible();
  await dialog.getByLabel('Sua senha').fill('Errada@1234');
  await confirm.click();
  await expect(dialog.getByText('Senha incorreta. Digite a senha que você usa para entrar no portal.')).toBeVisible();
  expect(
    (await request.post('/api/login-student', { data: { ra: student.ra, password: student.password } })).status(),
  ).toBe(200);
  await dialog.getByLabel('Sua senha').fill(student.password);
  await viewShot(page, 'resume-delete-account');
  await dialog.getByLabel('Sua senha').press('Enter');
  await expect(toast(page, 'Dados do estudante excluídos com sucesso')).toBeVisible();
  await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
  const login = await request.post('/api/login-student', { data: { ra: student.ra, password: student.password } });
  expect(login.status()).toBe(401);
});

test('the administrator exports and deletes a student’s data from Usuários', async ({ page, request }) => {
  const student = await createThrowawayStudent(request, `Estudante LGPD admin ${run}`, `9${run}2`);
  await loginAs(page, 'admin');
  await page.goto('/usuarios');
  await choose(page, main(page), 'Função', 'Estudante');
  await main(page).getByLabel('Buscar Usuário').fill(student.name);
  const row = main(page).getByRole('row').filter({ hasText: student.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Exportar dados (LGPD)' }).click();
  // The administrator's own password, not the student's.
  const ask = page.getByRole('dialog', { name: 'Exportar dados do estudante' });
  await ask.getByLabel('Sua senha').fill(student.password);
  await ask.getByRole('button', { name: 'Baixar' }).click();
  await expect(ask.getByText('Senha incorreta. Digite a senha que você usa para entrar no portal.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await ask.getByLabel('Sua senha').fill(accounts.admin.password);
  await ask.getByRole('button', { name: 'Baixar' }).click();
  expect((await downloading).suggestedFilename()).toBe(`meus-dados-${student.ra}.json`);
  await expect(ask).toBeHidden();

  await row.getByRole('button', { name: 'Exclusão de dados (LGPD)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir dados do estudante' });
  await expect(dialog).toContainText(`RA ${student.ra}`);
  await dialog.getByLabel('Confirmação').fill('excluir');
  await dialog.getByLabel('Sua senha').fill(accounts.admin.password);
  await viewShot(page, 'resume-admin-lgpd');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Dados do estudante excluídos com sucesso')).toBeVisible();
  await expect(row).toHaveCount(0);
  const login = await request.post('/api/login-student', { data: { ra: student.ra, password: student.password } });
  expect(login.status()).toBe(401);
});
