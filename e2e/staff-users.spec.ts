// Usuários (docs/spec/12-accounts-security.md#students): the student CSV import (preview with row errors, nothing
// written until 'Importar', then the report), the course of a student account, the toasts a
// screen reader hears while a dialog is open, and the representative filter of Empresas fed by
// the server when there are many representatives.
import { expect, followMenu, loginAs, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { outboxSnapshot, waitForMail } from './support/mail.ts';
import {
  announcedToast,
  choose,
  dialogSettled,
  openDialog,
  pickFromAutocomplete,
  rowWith,
  textbox,
} from './support/staff-forms.ts';

const run = String(Date.now()).slice(-7);

/** Latin-1 bytes, as Excel in Portuguese saves "CSV (separado por vírgulas)". */
const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

test('admin imports students from a CSV: preview with row errors, then the report', async ({
  page,
  request,
  dataDir,
}) => {
  const ras = [`71${run}`, `72${run}`, `73${run}`];
  const withPassword = { ra: ras[0]!, name: `Conceição Araújo ${run}`, email: `conceicao.${run}@aluno.edu.br` };
  const withoutPassword = { ra: ras[1]!, name: `Davi Lima ${run}`, email: `davi.${run}@aluno.edu.br` };
  const csv = [
    'RA;Nome;E-mail;Curso;Senha',
    `${withPassword.ra};${withPassword.name};${withPassword.email};Direito;Importada@2024`,
    `${withoutPassword.ra};${withoutPassword.name};${withoutPassword.email};administração;`,
    `${ras[2]};Errada ${run};email-sem-arroba;Astronomia;`,
  ].join('\r\n');

  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Importar alunos' }).click();
  const dialog = openDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Importar alunos' })).toBeVisible();
  await expect(dialog).toContainText('Cursos cadastrados:');
  await expect(dialog).toContainText('Ciência da Computação');
  await dialogSettled(page);
  await shot(page, 'staff-users-import-file');

  // A file without the needed columns is refused in the dialog, with the server's reason.
  await dialog
    .getByLabel('Arquivo CSV de alunos')
    .setInputFiles({ name: 'errado.csv', mimeType: 'text/csv', buffer: Buffer.from('nome;email\nA;a@b.co') });
  await expect(dialog.getByRole('alert')).toHaveText('Coluna obrigatória ausente: ra');

  await dialog
    .getByLabel('Arquivo CSV de alunos')
    .setInputFiles({ name: 'turma.csv', mimeType: 'text/csv', buffer: latin1(csv) });
  await expect(dialog.getByRole('status').filter({ hasText: 'linhas' })).toHaveText(
    '3 linhas: 2 prontas para importar, 1 com erro.',
  );
  const preview = dialog.getByRole('table', { name: 'Prévia da importação' });
  const rows = preview.getByRole('row');
  await expect(rows).toHaveCount(4);
  // The Latin-1 file keeps its accents.
  await expect(rows.nth(1)).toContainText(withPassword.name);
  await expect(rows.nth(1)).toContainText('Pronta');
  await expect(rows.nth(3)).toContainText('Com erro');
  await expect(rows.nth(3)).toContainText('E-mail inválido');
  await expect(rows.nth(3)).toContainText('Curso não encontrado: Astronomia');
  // The password never comes back to the browser.
  await expect(preview).not.toContainText('Importada@2024');
  await dialog.getByRole('switch', { name: /Mostrar só as linhas com erro/ }).check();
  await expect(rows).toHaveCount(2);
  await dialogSettled(page);
  await shot(page, 'staff-users-import-preview');

  // Nothing was written by the preview.
  const token = await apiToken(request, 'admin');
  const count = async (name: string) =>
    (
      (await (
        await request.get(`/api/users?role=3&name=${encodeURIComponent(name)}`, { headers: bearer(token) })
      ).json()) as { meta: { total: number } }
    ).meta.total;
  expect(await count(run)).toBe(0);

  const outbox = outboxSnapshot(dataDir);
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'cadastrados' })).toContainText(
    '2 alunos cadastrados, 1 linha ignorada.',
  );
  await expect(announcedToast(page, '2 alunos importados com sucesso!')).toBeVisible();
  const report = dialog.getByRole('table', { name: 'Relatório da importação' }).getByRole('row');
  await expect(report.filter({ hasText: 'Cadastrado' })).toHaveCount(2);
  await expect(report.filter({ hasText: 'Ignorada' })).toHaveCount(1);
  await dialogSettled(page);
  await shot(page, 'staff-users-import-report');
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();

  // The list shows the students; both can get in (one with the file's password, one by the welcome link).
  await expect(page.getByRole('combobox', { name: 'Função' })).toHaveText('Estudante');
  await page.getByLabel('Buscar Usuário').fill(run);
  await expect(rowWith(page, withPassword.email)).toBeVisible();
  await expect(rowWith(page, withoutPassword.email)).toBeVisible();
  expect(await count(run)).toBe(2);
  const login = await request.post('/api/login-student', { data: { ra: withPassword.ra, password: 'Importada@2024' } });
  expect(login.status()).toBe(200);
  const welcome = await waitForMail(dataDir, withoutPassword.email, outbox);
  expect(welcome.text).toContain('/api/oportunidades/reset-password/');

  // The same file again: every row is now already registered.
  await page.getByRole('button', { name: 'Importar alunos' }).click();
  await openDialog(page)
    .getByLabel('Arquivo CSV de alunos')
    .setInputFiles({ name: 'turma.csv', mimeType: 'text/csv', buffer: latin1(csv) });
  await expect(openDialog(page).getByRole('table', { name: 'Prévia da importação' })).toContainText('RA já cadastrado');
  await expect(openDialog(page).getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
});

test('a student account gets a course from the list, shown in the details and changed on edit', async ({ page }) => {
  const student = { name: `Aluna Curso ${run}`, email: `curso.${run}@aluno.edu.br`, ra: `74${run}` };
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
  const dialog = openDialog(page);
  await textbox(dialog, 'Nome').fill(student.name);
  await textbox(dialog, 'E-mail').fill(student.email);
  await expect(dialog.getByRole('combobox', { name: 'Curso' })).toHaveCount(0);
  await choose(page, dialog, 'Função', 'Estudante');
  await textbox(dialog, 'RA').fill(student.ra);
  await dialog.getByLabel(/^Senha/).fill('Estudante@2024');
  await dialog.getByLabel(/^Confirmação de senha/).fill('Estudante@2024');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toContainText('O campo "Curso" é obrigatório!');
  await dialog.getByRole('combobox', { name: 'Curso' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Administração',
    'Ciência da Computação',
    'Ciências Contábeis',
    'Design Gráfico',
    'Direito',
    'Enfermagem',
    'Engenharia Civil',
    'Engenharia de Software',
  ]);
  await page.getByRole('option', { name: 'Direito' }).click();
  await dialogSettled(page);
  await shot(page, 'staff-users-student-form');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(announcedToast(page, 'Usuário cadastrado com sucesso!')).toBeVisible();

  await choose(page, page, 'Função', 'Estudante');
  await page.getByLabel('Buscar Usuário').fill(student.name);
  const row = rowWith(page, student.email);
  await row.getByRole('button', { name: 'Detalhes' }).click();
  await expect(openDialog(page)).toContainText('Direito');
  await expect(openDialog(page)).toContainText(student.ra);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Editar' }).click();
  await expect(openDialog(page).getByRole('combobox', { name: 'Curso' })).toHaveText('Direito');
  await choose(page, openDialog(page), 'Curso', 'Enfermagem');
  await openDialog(page).getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(announcedToast(page, 'Usuário alterado com sucesso!')).toBeVisible();
  await row.getByRole('button', { name: 'Detalhes' }).click();
  await expect(openDialog(page)).toContainText('Enfermagem');
});

test('a toast raised inside a dialog reaches screen readers', async ({ page }) => {
  await loginAs(page, 'admin');
  await rowWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Editar' }).click();
  const dialog = openDialog(page);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  // The dialog hides the rest of the page from assistive technology...
  await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
  // ...but the toast is in the accessibility tree, with role alert, while the dialog stays open.
  const toast = announcedToast(page, 'Atualize a informação para efetuar a operação de atualização!');
  await expect(toast).toBeVisible();
  await expect(page.locator('#toast-region')).not.toHaveAttribute('aria-hidden', /.*/);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await dialogSettled(page);
  await shot(page, 'staff-users-toast-over-dialog');
});

test('the representative filter of Empresas searches the server among many representatives', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const made = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      request.post('/api/users', {
        headers: bearer(token),
        data: {
          name: `Lote ${run} Nº ${i}`,
          email: `lote${i}.${run}@lote.com.br`,
          password: 'Lote@20245',
          role_id: 2,
          is_active: true,
        },
      }),
    ),
  );
  expect(made.every((r) => r.status() === 201)).toBe(true);

  await loginAs(page, 'admin');
  await followMenu(page, 'Empresas');
  const filter = page.getByRole('combobox', { name: 'Filtrar por representante' });
  await filter.click();
  // At most 20 options travel at once; the field says how to reach the others.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(20);
  await expect(page.getByText(/^Mostrando 20 de \d+: digite para buscar por nome ou e-mail\.$/)).toBeVisible();
  await shot(page, 'staff-companies-filter-open');

  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/users?') && r.url().includes(`name=lote17.${run}`),
  );
  await filter.fill(`lote17.${run}`);
  expect(new URL((await searched).url()).searchParams.get('limit')).toBe('20');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await pickFromAutocomplete(page, filter, `lote17.${run}`, `Lote ${run} Nº 17 (lote17.${run}@lote.com.br)`);
  await expect(page).toHaveURL(/\/empresas\?user_id=\d+$/);
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
  await filter.fill(`ninguem-${run}`);
  await expect(page.getByText('Nenhum representante encontrado')).toBeVisible();
});
