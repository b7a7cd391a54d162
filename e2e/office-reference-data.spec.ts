// Reference data (docs/decisions/017-career-office-screens.md): the admin adds a course under 'Cadastros' > 'Cursos', imports a
// student with it, and creates an unknown course right from the CSV preview; a course in use
// cannot be deleted (409 message) but can be retired. axe on the new screens, light and dark,
// wide and 375 px.
import type { APIRequestContext } from '@playwright/test';
import { expect, followMenu, loginAs, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { auditBothModes } from './support/color-modes.ts';
import { announcedToast, openDialog, rowWith, textbox } from './support/staff-forms.ts';

const run = String(Date.now()).slice(-6);

/** Retires this run's courses, so the other journeys' course lists stay the demo's. */
const retire = async (request: APIRequestContext, token: string, names: string[]) => {
  for (const name of names) {
    const found = (await (
      await request.get(`/api/courses?search=${encodeURIComponent(name)}`, { headers: bearer(token) })
    ).json()) as { data: Array<{ id: number; name: string }> };
    const id = found.data.find((c) => c.name === name)!.id;
    expect(
      (await request.put(`/api/courses/${id}`, { headers: bearer(token), data: { name, retired: true } })).status(),
    ).toBe(200);
  }
};

test('admin adds a course, imports a student with it and creates an unknown course from the preview', async ({
  page,
  request,
}) => {
  const course = `Oceanografia ${run}`;
  const unknown = `Astrofísica ${run}`;
  await loginAs(page, 'admin');
  await followMenu(page, 'Cursos');
  await expect(page).toHaveURL(/\/cadastros\/cursos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lista de cursos' });
  await expect(table.getByRole('cell', { name: 'Administração', exact: true })).toBeVisible();
  await auditBothModes(page, 'Cadastros: Cursos');

  await page.getByRole('button', { name: 'Adicionar curso' }).click();
  const dialog = openDialog(page);
  await textbox(dialog, 'Nome').fill(course);
  await auditBothModes(page, 'Cadastros: add course', '.MuiDialog-root');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(announcedToast(page, 'Curso cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same name with other case and accents is refused on its field.
  await page.getByRole('button', { name: 'Adicionar curso' }).click();
  await textbox(openDialog(page), 'Nome').fill(course.toUpperCase().replace('O', 'Ó'));
  await openDialog(page).getByRole('button', { name: 'Cadastrar' }).click();
  await expect(openDialog(page)).toContainText('Já existe um curso com este nome');
  await page.keyboard.press('Escape');

  // Search finds it ignoring accents.
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('oceanografia');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(rowWith(page, course)).toContainText('Ativo');
  await shot(page, 'office-courses');

  // Import: one row with the new course, one with a course the portal lacks.
  const ras = [`81${run}`, `82${run}`];
  const csv = [
    'RA;Nome;E-mail;Curso',
    `${ras[0]};Marina Costa ${run};marina.${run}@aluno.edu.br;${course}`,
    `${ras[1]};Ícaro Luz ${run};icaro.${run}@aluno.edu.br;${unknown}`,
  ].join('\r\n');
  await followMenu(page, 'Usuários');
  await expect(page.getByRole('table', { name: 'Lista de usuários' })).toBeVisible();
  const importer = openDialog(page);
  // One full run in four saw this click land and no dialog open, while the page settled after the
  // menu's navigation; the click is repeated until the dialog shows.
  await expect(async () => {
    await page.getByRole('button', { name: 'Importar alunos' }).click();
    await expect(importer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await importer
    .getByLabel('Arquivo CSV de alunos')
    .setInputFiles({ name: 'turma.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importer.getByRole('status').filter({ hasText: 'linhas:' })).toHaveText(
    '2 linhas: 1 pronta para importar, 1 com erro.',
  );
  await expect(importer).toContainText(`Curso não encontrado: ${unknown}`);
  await auditBothModes(page, 'import preview with an unknown course', '.MuiDialog-root');
  await importer.getByRole('button', { name: `Criar curso “${unknown}”` }).click();
  await expect(announcedToast(page, 'Curso cadastrado com sucesso!')).toBeVisible();
  await expect(importer.getByRole('status').filter({ hasText: 'linhas:' })).toHaveText(
    '2 linhas: 2 prontas para importar, 0 com erro.',
  );
  await importer.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(importer.getByRole('status').filter({ hasText: 'cadastrados' })).toContainText('2 alunos cadastrados');

  const token = await apiToken(request, 'admin');
  const students = (await (await request.get(`/api/users?role=3&name=${run}`, { headers: bearer(token) })).json()) as {
    data: Array<{ student: { ra: string; course: { name: string } } }>;
  };
  expect(students.data.map((u) => [u.student.ra, u.student.course.name]).sort()).toEqual([
    [ras[0], course],
    [ras[1], unknown],
  ]);
  await retire(request, token, [course, unknown]);
});

test('a course in use cannot be deleted but can be retired; the other lists at 375 px', async ({ page, request }) => {
  // A course of its own with one student, so other journeys' courses stay as they are.
  const name = `Museologia ${run}`;
  const token = await apiToken(request, 'admin');
  const created = await request.post('/api/courses', { headers: bearer(token), data: { name } });
  expect(created.status()).toBe(201);
  const student = {
    name: `Aluna Museu ${run}`,
    email: `museu.${run}@aluno.edu.br`,
    password: 'Museu@2024',
    password_confirmation: 'Museu@2024',
    role_id: 3,
    is_active: true,
    ra: `83${run}`,
    id_course: ((await created.json()) as { id: number }).id,
  };
  expect((await request.post('/api/users', { headers: bearer(token), data: student })).status()).toBe(201);

  await loginAs(page, 'admin');
  await followMenu(page, 'Cursos');
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill(name);
  const row = rowWith(page, name);
  await expect(row).toContainText('1');
  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  await auditBothModes(page, 'Cadastros: delete course', '.MuiDialog-root');
  await openDialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(announcedToast(page, 'Este curso está em uso por alunos e não pode ser excluído')).toBeVisible();

  // Retire and bring back.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await openDialog(page).getByRole('switch', { name: 'Desativado' }).check();
  await openDialog(page).getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(announcedToast(page, 'Curso desativado: não aparece mais nas novas escolhas.')).toBeVisible();
  await expect(row).toContainText('Desativado em');
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await openDialog(page).getByRole('switch', { name: 'Desativado' }).uncheck();
  await openDialog(page).getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(announcedToast(page, 'Curso reativado.')).toBeVisible();
  await expect(row).toContainText('Ativo');

  await page.setViewportSize({ width: 375, height: 800 });
  for (const [label, heading] of [
    ['Áreas de conhecimento', 'Áreas de conhecimento'],
    ['Tipos de evento', 'Tipos de evento'],
    ['Cursos', 'Cursos'],
  ] as const) {
    await followMenu(page, label);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Ativo').first()).toBeVisible();
    await auditBothModes(page, `Cadastros: ${label}, 375 px`);
    await shot(page, `office-${heading.toLowerCase().replace(/\s+/g, '-')}-375`);
  }
  await retire(request, token, [name]);
});
