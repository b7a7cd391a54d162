// Terms (docs/decisions/017-career-office-screens.md#terms): the admin edits the student term under 'Termos' and publishes
// a new version; a student who had accepted the old one, already signed in, is asked again on the
// next visit and accepts it. The edit keeps the demo heading, so the student journey still finds it.
// axe on the new screen, light and dark, wide and 375 px.
import { expect, expectNoHorizontalScroll, followMenu, loginAs, shot, test } from './fixtures.ts';
import { auditBothModes } from './support/color-modes.ts';
import { announcedToast, openDialog, textbox } from './support/staff-forms.ts';

const run = String(Date.now()).slice(-6);

test('the admin publishes a new student term and a signed-in student accepts it on the next visit', async ({
  page,
  browser,
}) => {
  // The student accepted the current term and is signed in in another browser.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await loginAs(student, 'student');
  const termsDialog = student.getByRole('dialog', { name: 'Termos e Condições' });
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(termsDialog).toBeHidden();

  await loginAs(page, 'admin');
  await followMenu(page, 'Termos');
  await expect(page).toHaveURL(/\/termos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Termo do aluno' })).toHaveAttribute('aria-selected', 'true');
  const editor = textbox(page, 'Texto do termo (HTML)');
  await expect(editor).toHaveValue(/Termos e Condições de Uso para Estudantes/);
  const history = page.getByRole('list', { name: 'Histórico de versões' });
  const before = await history.getByRole('listitem').count();
  const publish = page.getByRole('button', { name: 'Publicar nova versão' });
  await expect(publish).toBeDisabled();
  await auditBothModes(page, 'Termos');

  // A clause added with the toolbar's 'Parágrafo'; a script typed by hand never reaches anyone.
  const clause = `Cláusula ${run}: o aluno autoriza o uso do vídeo currículo nas seleções.`;
  await editor.press('ControlOrMeta+End');
  await page.getByRole('toolbar', { name: 'Formatação' }).getByRole('button', { name: 'Parágrafo' }).click();
  await page.keyboard.type(clause);
  await editor.press('ControlOrMeta+End');
  await page.keyboard.type('<script>window.hacked = 1</script>');
  const preview = page.getByTestId('term-preview');
  await expect(preview.getByText(clause)).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await shot(page, 'office-terms-editor');

  await publish.click();
  const confirm = openDialog(page);
  await expect(confirm).toContainText('Todos os alunos precisarão aceitar o novo texto no próximo acesso ao portal.');
  await auditBothModes(page, 'Termos: confirm', '.MuiDialog-root');
  await confirm.getByRole('button', { name: 'Publicar' }).click();
  await expect(announcedToast(page, 'Nova versão do termo publicada com sucesso!')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(before + 1);
  await expect(history.getByRole('listitem').first()).toContainText(`Versão ${before + 1}`);
  await expect(history.getByRole('listitem').first()).toContainText('Vigente');
  await expect(history.getByRole('listitem').first()).toContainText('0 aceites');
  await expect(editor).not.toHaveValue(/script/);

  // The older version stays readable.
  await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Ver texto' }).click();
  await expect(openDialog(page)).toContainText('Termos e Condições de Uso para Estudantes');
  await expect(openDialog(page)).not.toContainText(clause);
  await page.keyboard.press('Escape');

  // 375 px: no sideways scroll, the company tab reachable.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await page.getByRole('tab', { name: 'Termo da empresa' }).click();
  await expect(editor).toHaveValue(/Termos e Condições de Uso para Empresas/);
  await auditBothModes(page, 'Termos at 375 px');
  await shot(page, 'office-terms-375');

  // Next visit of the student: the new version, accepted once.
  await student.reload();
  await expect(termsDialog).toBeVisible();
  await expect(termsDialog.getByText(clause)).toBeVisible();
  expect(await student.evaluate(() => 'hacked' in window)).toBe(false);
  await termsDialog.getByRole('button', { name: 'Aceitar Termo' }).click();
  await expect(announcedToast(student, 'Termo aceito com sucesso!')).toBeVisible();
  await expect(termsDialog).toBeHidden();
  await student.reload();
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(termsDialog).toBeHidden();
  await studentContext.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(history.getByRole('listitem').first()).toContainText('1 aceite');
});
