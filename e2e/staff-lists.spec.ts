// The staff lists (docs/spec/02-screens.md#screen-details, 04-states.md, 05-validation.md, 08-messages.md): Usuários' filter, validation and
// refusals; Empresas' confirm-by-typing delete, details and warnings; Vagas cadastradas' filter,
// details and no-change edit; the inactive representative's warning; phone and dark layouts.
import {
  expect,
  expectNoHorizontalScroll,
  fillEmailLogin,
  followMenu,
  loginAs,
  shot,
  submitButton,
  test,
} from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { choose, cnpjFrom, openDialog, rowWith, textbox, toastWith } from './support/staff-forms.ts';

const run = String(Date.now()).slice(-8);

test('Usuários: role filter, validation of the add form and the admin-user refusal', async ({ page }) => {
  await loginAs(page, 'admin');
  const head = page.getByRole('row').first();
  await expect(head.getByRole('columnheader')).toHaveText(['Nome', 'E-mail', 'Função', 'Ativo', 'Ações']);
  await expect(rowWith(page, 'rh@acme.com.br')).toBeVisible();
  await expect(rowWith(page, 'pendente@beta.com.br')).toContainText('Pendente');

  await choose(page, page, 'Função', 'Estudante');
  await expect(rowWith(page, 'rh@acme.com.br')).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toContainText('Estudante');

  await choose(page, page, 'Função', 'Admin');
  const admin = rowWith(page, 'admin@demo.edu.br');
  await admin.getByRole('button', { name: 'Editar' }).click();
  await expect(toastWith(page, 'Você não pode alterar um usuário ADM')).toBeVisible();
  await expect(openDialog(page)).toHaveCount(0);
  await admin.getByRole('button', { name: 'Ver empresas' }).click();
  await expect(toastWith(page, 'Esse usuário não tem empresas cadastradas!')).toBeVisible();

  // docs/spec/05-validation.md#users: every create field required; password of 8+; confirmation equal.
  await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
  const dialog = openDialog(page);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toContainText('O campo "Nome" é obrigatório!');
  await expect(dialog).toContainText('O campo "E-mail" é obrigatório!');
  await expect(dialog).toContainText('O campo "Senha" é obrigatório!');
  await textbox(dialog, 'Nome').fill('Teste Validação');
  await textbox(dialog, 'E-mail').fill(`validacao.${run}@demo.edu.br`);
  await dialog.getByLabel(/^Senha/).fill('curta');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toContainText('A senha tem que ter no mínimo 8 dígitos');
  await dialog.getByLabel(/^Senha/).fill('Segura@2024');
  await dialog.getByLabel(/^Confirmação de senha/).fill('Outra@2024');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toContainText('Senhas diferentes!');
  // A student needs an RA; the server's 422 (e-mail taken) lands on its field.
  await choose(page, dialog, 'Função', 'Estudante');
  await expect(textbox(dialog, 'RA')).toBeVisible();
  await choose(page, dialog, 'Função', 'Representante da empresa');
  await textbox(dialog, 'E-mail').fill('rh@acme.com.br');
  await dialog.getByLabel(/^Confirmação de senha/).fill('Segura@2024');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toContainText('Este e-mail já está cadastrado.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('Usuários: editing with nothing changed warns and sends nothing; details and the delete refusal', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const row = rowWith(page, 'rh@acme.com.br');
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/users/')) puts += 1;
  });
  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = openDialog(page);
  await expect(textbox(dialog, 'Nome')).toHaveValue('Renata Horta');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastWith(page, 'Atualize a informação para efetuar a operação de atualização!')).toBeVisible();
  expect(puts).toBe(0);
  await textbox(dialog, 'Nome').fill('');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toContainText('O campo "Nome" é obrigatório!');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: 'Detalhes' }).click();
  await expect(openDialog(page)).toContainText('Acme Tecnologia');
  await openDialog(page).getByRole('button', { name: 'Fechar', exact: true }).click();

  await row.getByRole('button', { name: 'Excluir' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('não pode ser excluído');
  await refusal.getByRole('button', { name: 'Ver empresas' }).click();
  await expect(page).toHaveURL(/\/empresas\?user_id=\d+$/);
  await expect(rowWith(page, 'Acme Logística')).toBeVisible();
});

test('Empresas: a company without jobs is deleted only after typing excluir', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const reps = await request.get('/api/users?role=2&limit=100', { headers: bearer(token) });
  const renata = ((await reps.json()) as { data: Array<{ id: number; email: string }> }).data.find(
    (u) => u.email === 'rh@acme.com.br',
  );
  const name = `Zeta Temporária ${run}`;
  const created = await request.post('/api/companies', {
    headers: bearer(token),
    multipart: {
      user_id: String(renata?.id),
      name,
      cnpj: cnpjFrom(`${run.slice(0, 7)}90001`),
      about: 'Texto institucional de teste com mais de cinquenta caracteres para quebrar as linhas do sobre.',
      area: 'Serviços',
      email_curriculum: `zeta.${run}@demo.com.br`,
      site: 'https://zeta.example.com',
      employees_number: '3',
    },
  });
  expect(created.status()).toBe(201);

  await loginAs(page, 'admin');
  await followMenu(page, 'Empresas');
  const row = rowWith(page, name);
  await row.getByRole('button', { name: 'Ver vagas' }).click();
  await expect(toastWith(page, 'Essa empresa não tem vagas cadastradas!')).toBeVisible();

  // Details: 'about' in lines of 50 characters (docs/spec/09-constants.md#text-display).
  await row.getByRole('button', { name: 'Detalhes' }).click();
  const about = openDialog(page).getByRole('region', { name: 'Sobre' }).locator('dd > span > span');
  await expect(about.first()).toHaveText('Texto institucional de teste com mais de cinquenta');
  await expect(about).toHaveCount(2);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Confirmação' }).fill('exclui');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Confirmação' }).fill('EXCLUIR');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toastWith(page, 'Empresa deletada com sucesso!')).toBeVisible();
  await expect(rowWith(page, name)).toHaveCount(0);
});

test('Vagas cadastradas: company filter, details and the no-change edit', async ({ page }) => {
  await loginAs(page, 'admin');
  await followMenu(page, 'Vagas');
  await expect(page.getByRole('heading', { name: 'Vagas cadastradas', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').first().getByRole('columnheader')).toHaveText([
    'Título',
    'Candidaturas',
    'Empresa',
    'Local',
    'Área',
    'Ações',
  ]);
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  await page.getByRole('button', { name: 'Ir para a página 2' }).click();
  await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();

  await choose(page, page, 'Filtrar vagas por empresa', 'Gamma Saúde');
  await expect(page).toHaveURL(/companies_id=\d+/);
  const rows = page.getByRole('row');
  // The demo data gives Gamma Saúde two jobs (plus the header row).
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Gamma Saúde');
  await expect(rows.nth(2)).toContainText('Gamma Saúde');

  await rows.nth(1).getByRole('button', { name: 'Detalhes' }).click();
  const details = openDialog(page);
  await expect(details.getByRole('region', { name: 'Representante' })).toContainText('Gabriela Martins');
  await expect(details.getByRole('region', { name: 'Empresa' })).toContainText('97.531.864/0001-71');
  await expect(details.getByRole('region', { name: 'Vaga' })).toContainText('Saúde');
  await page.keyboard.press('Escape');

  await rows.nth(1).getByRole('button', { name: 'Editar' }).click();
  const form = openDialog(page);
  await form.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Aberta', 'Fechada']);
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastWith(page, 'Atualize a informação para efetuar a operação de atualização!')).toBeVisible();
  await textbox(form, 'Cidade').fill('');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form).toContainText('O campo "Cidade" é obrigatório!');
});

test('an inactive representative is warned up front and cannot add', async ({ page }) => {
  await page.goto('/login-admin');
  await fillEmailLogin(page, 'pendente@beta.com.br', 'Empresa@123');
  await submitButton(page).click();
  await expect(page.getByText('Você não esta ativo no sistema, aguarde sua ativação', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADICIONAR VAGA' })).toBeDisabled();
  await followMenu(page, 'Empresas');
  await expect(page.getByText('Você não está ativo no sistema, aguarde sua ativação!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar empresa' })).toBeDisabled();
  await expect(rowWith(page, 'Beta Consultoria').getByRole('button', { name: 'Excluir' })).toBeDisabled();
});

test('phone layout (375 px) and dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  // Rows become cards; nothing scrolls sideways.
  const cards = page.getByRole('list', { name: 'Lista de usuários' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'rh@acme.com.br' })).toContainText('Representante da empresa');
  await expect(cards.filter({ hasText: 'rh@acme.com.br' }).getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoHorizontalScroll(page, 375);
  await shot(page, 'staff-users-phone');
  await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
  // Dialogs take the whole screen below 700 px.
  const box = await openDialog(page).boundingBox();
  expect(box?.width).toBe(375);
  await page.keyboard.press('Escape');
  await page
    .getByRole('switch', { name: 'Modo escuro' })
    .or(page.getByRole('checkbox', { name: 'Modo escuro' }))
    .check();
  await page.goto('/empresas');
  await expect(page.getByRole('list', { name: 'Lista de empresas' })).toBeVisible();
  await shot(page, 'staff-companies-phone-dark');
  await page.goto('/vagas');
  await expect(page.getByRole('list', { name: 'Vagas cadastradas' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await shot(page, 'staff-jobs-phone-dark');
});
