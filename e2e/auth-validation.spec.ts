// Journey (b): wrong credentials and empty forms show the exact messages of docs/spec/05-validation.md#logins and
// docs/spec/08-messages.md#session-and-login.
import { accounts, expect, fillEmailLogin, fillStudentLogin, shot, submitButton, test } from './fixtures.ts';

// Written out here, not imported from the app's catalogue: the spec is the oracle.
const messages = {
  raRequired: 'O campo "RA" é obrigatório!',
  passwordRequired: 'O campo "Senha" é obrigatório!',
  emailRequired: 'O campo "E-mail" é obrigatório!',
  loginFailed: 'Usuário e/ou senha inválidos, verifique seus dados e tente novamente!',
  studentLoginFailed: 'Falha ao autenticar',
};

test.describe('login validation', () => {
  test('empty student login shows the RA and Senha messages', async ({ page }) => {
    await page.goto('/');
    await submitButton(page).click();
    await expect(page.getByText(messages.raRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.passwordRequired, { exact: true })).toBeVisible();
    await shot(page, 'login-student-empty');
  });

  test('empty e-mail login shows the E-mail and Senha messages', async ({ page }) => {
    await page.goto('/login-admin');
    await submitButton(page).click();
    await expect(page.getByText(messages.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.passwordRequired, { exact: true })).toBeVisible();
  });

  test('empty forgot-password form shows the E-mail message', async ({ page }) => {
    await page.goto('/access-recovery/solicitation');
    await submitButton(page, 'Enviar').click();
    await expect(page.getByText(messages.emailRequired, { exact: true })).toBeVisible();
  });

  test('wrong password on the e-mail login shows the exact failure message', async ({ page }) => {
    await page.goto('/login-admin');
    await fillEmailLogin(page, accounts.admin.email, 'SenhaErrada@1');
    await submitButton(page).click();
    await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login-admin$/);
    await shot(page, 'login-admin-failed');
  });

  test('wrong password on the student login shows the exact failure message', async ({ page }) => {
    await page.goto('/');
    await fillStudentLogin(page, accounts.student.ra, 'SenhaErrada@1');
    await submitButton(page).click();
    await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();
    await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
  });

  test('wrong password on the combined RA login (/signin) shows its own message', async ({ page }) => {
    await page.goto('/signin');
    const recovery = page.getByRole('link', { name: 'Esqueci minha senha' });
    await expect(recovery).toBeVisible();
    // The default points at the academic office's address: a mailto: link, not a blank new tab.
    await expect(recovery).toHaveAttribute('href', /^mailto:secretaria@demo\.edu\.br\?subject=/);
    await expect(recovery).not.toHaveAttribute('target', /.+/);
    await fillStudentLogin(page, accounts.student.ra, 'SenhaErrada@1');
    await submitButton(page).click();
    await expect(page.getByText(messages.studentLoginFailed, { exact: true })).toBeVisible();
  });
});
