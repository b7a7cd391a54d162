// The academic period (docs/decisions/017-career-office-screens.md#student-fields): staff read each applicant's
// 'periodo' and 'situacao_periodo' in the applicants' table and on the resume; the demo student
// 2024001 is in the 6th period, 'Cursando'. A student whose course was retired keeps it, and the
// user form says so instead of showing a broken choice.
import { expect, followMenu, loginAs, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { announcedToast, choose, openDialog, rowWith, textbox } from './support/staff-forms.ts';
import { ANA, repJobWithAna } from './support/stage.ts';
import { COLOR_RULES, expectNoSeriousA11yViolations } from './support/axe.ts';
import { settleIn } from './support/color-modes.ts';

test("staff read an applicant's period in the applicants' table and on the resume", async ({ page, request }) => {
  const jobId = await repJobWithAna(request);
  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${jobId}`);
  const row = page.getByRole('table', { name: 'Lista de candidaturas' }).getByRole('row').filter({ hasText: ANA.ra });
  await expect(row).toContainText('6º período · Cursando');

  await row.getByRole('link', { name: /^Currículo de / }).click();
  await expect(page).toHaveURL(/\/curriculum\/\d+/);
  const profile = page.getByRole('region', { name: 'Perfil' });
  await expect(profile).toContainText(`RA ${ANA.ra}`);
  await expect(profile).toContainText('6º período · Cursando');
  await expectNoSeriousA11yViolations(page, 'resume with the period', { include: 'section[aria-label="Perfil"]' });
  await settleIn(page, 'dark');
  await expectNoSeriousA11yViolations(page, 'resume with the period, dark', {
    include: 'section[aria-label="Perfil"]',
    rules: COLOR_RULES,
  });
});

test("a student whose course was retired keeps it: the user form's 'Curso' is blank with a hint", async ({
  page,
  request,
}) => {
  const run = String(Date.now()).slice(-6);
  const token = await apiToken(request, 'admin');
  const course = `Arquivologia ${run}`;
  const created = await request.post('/api/courses', { headers: bearer(token), data: { name: course } });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { id: number }).id;
  const name = `Aluna Arquivo ${run}`;
  const student = await request.post('/api/users', {
    headers: bearer(token),
    data: {
      name,
      email: `arquivo.${run}@aluno.edu.br`,
      password: 'Arquivo@2024',
      password_confirmation: 'Arquivo@2024',
      role_id: 3,
      is_active: true,
      ra: `84${run}`,
      id_course: courseId,
    },
  });
  expect(student.status()).toBe(201);
  const retired = await request.put(`/api/courses/${courseId}`, {
    headers: bearer(token),
    data: { name: course, retired: true },
  });
  expect(retired.status()).toBe(200);

  await loginAs(page, 'admin');
  await followMenu(page, 'Usuários');
  await choose(page, page, 'Função', 'Estudante');
  await page.getByLabel('Buscar Usuário').fill(name);
  await rowWith(page, name).getByRole('button', { name: 'Editar' }).click();
  const dialog = openDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Curso' })).not.toContainText(course);
  await expect(dialog).toContainText(
    `Curso atual desativado: ${course}. O aluno continua nele até que outro curso seja escolhido.`,
  );
  // Saving another field keeps the retired course.
  await textbox(dialog, 'Nome').fill(`${name} Silva`);
  await dialog.getByRole('button', { name: /Salvar/ }).click();
  await expect(announcedToast(page, 'Usuário alterado com sucesso!')).toBeVisible();
  const found = (await (
    await request.get(`/api/users?role=3&name=${encodeURIComponent(`${name} Silva`)}`, { headers: bearer(token) })
  ).json()) as { data: Array<{ student: { course: { name: string } } }> };
  expect(found.data[0]?.student.course.name).toBe(course);
});
