// Professional-stage content and complementary hours (docs/decisions/017-career-office-screens.md#stage-content): the admin
// edits an activity's description and its check items under 'Conteúdo do palco', and what the
// students' stage reads changes with it; then imports complementary hours from a CSV, previewing
// the row errors before writing. The journey restores the activity text and removes its item.
// axe on both screens, light and dark, wide and 375 px.
import { expect, expectNoHorizontalScroll, followMenu, loginAs, shot, test } from './fixtures.ts';
import { studentSession } from './support/student-terms.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { auditBothModes } from './support/color-modes.ts';
import { announcedToast, openDialog, textbox } from './support/staff-forms.ts';

const run = String(Date.now()).slice(-6);

interface StageActivity {
  id: number;
  title: string;
  description: string;
  item?: Array<{ id: number; title: string; description: string }>;
}

test('the admin edits what the professional stage shows', async ({ page, request }) => {
  const adminToken = await apiToken(request, 'admin');
  const original = (await (
    await request.get('/api/stage/activities/71?item=1', { headers: bearer(adminToken) })
  ).json()) as StageActivity;
  const item = `Olhe para a câmera ${run}`;

  await loginAs(page, 'admin');
  await followMenu(page, 'Conteúdo do palco');
  await expect(page).toHaveURL(/\/palco\/conteudo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conteúdo do palco' })).toBeVisible();
  const videoCv = page.getByRole('region', { name: 'Videocurrículo' });
  await expect(videoCv).toContainText(original.description.slice(0, 40));
  await auditBothModes(page, 'Conteúdo do palco');

  // The activity's description.
  await videoCv.getByRole('button', { name: 'Editar atividade' }).click();
  let dialog = openDialog(page);
  const description = `${original.description} Grave em local silencioso (${run}).`;
  await textbox(dialog, 'Descrição').fill(description);
  await auditBothModes(page, 'Conteúdo do palco: edit activity', '.MuiDialog-root');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(announcedToast(page, 'Atividade atualizada com sucesso!')).toBeVisible();
  await expect(videoCv).toContainText(`Grave em local silencioso (${run}).`);

  // A check item: blank fields are refused, then added, renamed and deleted.
  await videoCv.getByRole('button', { name: 'Adicionar item' }).click();
  dialog = openDialog(page);
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog).toContainText('O campo "Título" é obrigatório!');
  await textbox(dialog, 'Título').fill(item);
  await textbox(dialog, 'Descrição').fill('Mantenha o olhar na lente enquanto fala.');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(announcedToast(page, 'Item cadastrado com sucesso!')).toBeVisible();
  const items = videoCv.getByRole('list', { name: 'Itens de Videocurrículo' });
  await expect(items.getByRole('listitem')).toHaveCount((original.item?.length ?? 0) + 1);

  // The students' stage reads the new text and item.
  const studentToken = await apiToken(request, 'student');
  const seen = (await (
    await request.get('/api/stage/activities/71?item=1', { headers: bearer(studentToken) })
  ).json()) as StageActivity;
  expect(seen.description).toBe(description);
  expect(seen.item?.map((i) => i.title)).toContain(item);

  await items.getByRole('button', { name: `Editar item ${item}` }).click();
  dialog = openDialog(page);
  await textbox(dialog, 'Título').fill(`${item} sempre`);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(announcedToast(page, 'Item atualizado com sucesso!')).toBeVisible();
  await expect(items).toContainText(`${item} sempre`);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await auditBothModes(page, 'Conteúdo do palco at 375 px');
  await shot(page, 'office-stage-content-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await items.getByRole('button', { name: `Excluir item ${item} sempre` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir item?' });
  await expect(confirm).toContainText(`O item "${item} sempre" deixa de aparecer`);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(announcedToast(page, 'Item excluído com sucesso!')).toBeVisible();
  await expect(items.getByRole('listitem')).toHaveCount(original.item?.length ?? 0);
  await shot(page, 'office-stage-content');

  // The demo's text back, for the other journeys.
  const restored = await request.put('/api/stage/activities/71', {
    headers: bearer(adminToken),
    data: { title: original.title, description: original.description },
  });
  expect(restored.status()).toBe(200);
});

test('the admin imports complementary hours after a preview of the row errors', async ({ page, request }) => {
  const modality = `Monitoria ${run}`;
  const csv = [
    'ra;modalidade;carga_horaria_aproveitada;carga_horaria_maxima',
    `2024001;${modality};12,5;40`,
    `9999999;Extensão ${run};abc;40`,
  ].join('\r\n');

  await loginAs(page, 'admin');
  await followMenu(page, 'Horas complementares');
  await expect(page).toHaveURL(/\/horas-complementares$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Horas complementares' })).toBeVisible();
  await auditBothModes(page, 'Horas complementares');

  await page
    .getByLabel('Arquivo CSV de horas complementares')
    .setInputFiles({ name: 'horas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('status').filter({ hasText: 'linhas:' })).toHaveText(
    '2 linhas: 1 pronta para importar, 1 com erro.',
  );
  const preview = page.getByRole('table', { name: 'Prévia da importação' });
  await expect(preview).toContainText('RA não encontrado: 9999999');
  await expect(preview).toContainText('Carga horária aproveitada inválida');
  await expect(preview).toContainText('12,5 h');
  await auditBothModes(page, 'Horas complementares: preview');
  await shot(page, 'office-hours-preview');

  // Nothing was written by the preview.
  const student = await studentSession(request, '2024001', 'Aluno@1234');
  const hours = async () =>
    (
      (await (
        await request.get(`/api/students/${student.student_id}/complementary-activities`, {
          headers: bearer(student.token),
        })
      ).json()) as { data: Array<{ descricao: string; carga_horaria_aproveitada: number }> }
    ).data.filter((d) => d.descricao === modality);
  expect(await hours()).toEqual([]);

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(announcedToast(page, '1 registro de horas importado com sucesso!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'gravado' })).toHaveText(
    '1 registro gravado, 1 linha ignorada.',
  );
  await expect(page.getByRole('table', { name: 'Relatório da importação' })).toContainText('Gravada');
  expect(await hours()).toEqual([expect.objectContaining({ carga_horaria_aproveitada: 12.5 })]);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await auditBothModes(page, 'Horas complementares report at 375 px');
  await shot(page, 'office-hours-375');
});
