// Accessibility by keyboard (docs/decisions/008-proof-suites.md): focus moves with Tab and is
// visibly marked, dialogs keep focus inside and close with Escape, and actions run with Enter and
// Space (axe on every screen: e2e/accessibility.spec.ts).
import { accounts, expect, loginAs, test } from './fixtures.ts';
import { tabThrough, tabTo } from './support/keyboard-focus.ts';
import { signStudentTerm } from './support/student-terms.ts';
import { openDialog, rowWith } from './support/staff-forms.ts';

test.describe('keyboard', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the login form: Tab order, visible focus, Enter signs in', async ({ page }) => {
    await signStudentTerm(page.request, accounts.student.ra, accounts.student.password);
    await page.goto('/');
    // RA has the focus on arrival; Tab goes on to Senha, its eye button, the forgotten-password link
    // (as on /signin), Entrar, the sign-up link.
    await expect(page.getByLabel('RA', { exact: true })).toBeFocused();
    await expect(page.locator('.MuiInputBase-root.Mui-focused')).toHaveCount(1);
    const visited = await tabThrough(page, 5, 'student login');
    expect(visited.map((v) => v.name)).toEqual([
      'RA',
      'Senha',
      'Mostrar caracteres',
      'Esqueci minha senha',
      'Entrar',
      'Anuncie suas vagas',
    ]);

    // Fill and submit with the keyboard only: Enter in the form signs in.
    await page.goto('/');
    await expect(page.getByLabel('RA', { exact: true })).toBeFocused();
    await page.keyboard.type(accounts.student.ra);
    await page.keyboard.press('Tab');
    await page.keyboard.type(accounts.student.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  });

  test('a staff list and its dialogs: skip link, focus ring, focus trap, Escape, Enter and Space', async ({ page }) => {
    const usersListed = () => expect(rowWith(page, 'rh@acme.com.br')).toBeVisible();
    await loginAs(page, 'admin');
    // A fresh load: the first Tab reaches the skip link, which moves focus to the content.
    await page.reload();
    await usersListed();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Ir para o conteúdo/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#conteudo')).toBeFocused();

    // The list: every stop shows a focus indicator.
    await page.reload();
    await usersListed();
    await tabThrough(page, 22, 'Usuários');

    // Enter on 'Adicionar Usuário' opens the dialog; Tab stays inside; Escape closes it and
    // focus returns to the button.
    await page.reload();
    await usersListed();
    await tabTo(page, 'Adicionar Usuário');
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Adicionar Usuário' });
    await expect(add).toBeVisible();
    const inDialog = await tabThrough(page, 14, 'Adicionar Usuário dialog');
    expect(
      inDialog.filter((f) => !f.inDialog),
      'focus stays in the dialog',
    ).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: 'Adicionar Usuário' })).toBeFocused();

    // Space on a row's 'Detalhes' icon button opens the details; Escape closes them.
    const details = rowWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Detalhes' });
    await details.focus();
    await page.keyboard.press('Space');
    await expect(openDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect(details).toBeFocused();

    // The side menu works from the keyboard: Enter on 'Empresas' opens the screen.
    await tabTo(page, 'Empresas');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  });
});
