// Journey (c): forgot password -> e-mail file in DATA_DIR/outbox -> reset link -> new password
// works, old one fails, the link works once. The admin's password is put back afterwards (through
// the same API flow) so the other journeys keep the demo password. A student who resets lands on the
// student login (`/`), with its link to the academic system's recovery.
import type { APIRequestContext } from '@playwright/test';
import { findResetLink, outboxSnapshot, waitForMail } from './support/mail.ts';
import {
  accounts,
  expect,
  fillEmailLogin,
  fillStudentLogin,
  loginAs,
  logout,
  shot,
  submitButton,
  test,
} from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';

const account = accounts.admin;
const newPassword = 'Trocada@2024x';

const messages = {
  forgotSuccess: 'Verifique seu email e siga as instruções!',
  passwordsDiffer: 'Senhas diferentes!',
  resetSuccess: 'Senha redefinida com sucesso!',
  loginFailed: 'Usuário e/ou senha inválidos, verifique seus dados e tente novamente!',
  resetFailure: 'E-mail inválido, verifique seus dados e tente novamente!',
};

/** Resets a password through the API (forgot -> e-mail -> POST the signed reset URL). */
const resetThroughApi = async (request: APIRequestContext, dataDir: string, password: string) => {
  const before = outboxSnapshot(dataDir);
  const forgot = await request.post('/api/forgot-password', { data: { email: account.email } });
  expect(forgot.ok(), `forgot-password answered ${forgot.status()}`).toBe(true);
  const link = new URL(findResetLink(await waitForMail(dataDir, account.email, before)));
  const apiPath = link.pathname.replace('/api/oportunidades/reset-password/', '/api/reset-password/');
  const reset = await request.post(`${apiPath}${link.search}`, {
    data: { password, password_confirmation: password },
  });
  expect(reset.ok(), `reset-password answered ${reset.status()}: ${await reset.text()}`).toBe(true);
};

test.describe('password recovery by e-mail', () => {
  let changed = false;

  test.afterAll(async ({ playwright, baseURL }) => {
    if (!changed) return;
    const request = await playwright.request.newContext({ baseURL });
    try {
      await resetThroughApi(request, process.env.E2E_DATA_DIR ?? '', account.password);
    } finally {
      await request.dispose();
    }
  });

  test('forgot -> e-mail -> reset -> sign in with the new password', async ({ page, dataDir }) => {
    // 1. Ask for the link.
    await page.goto('/access-recovery/solicitation');
    await shot(page, 'forgot-password');
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    const before = outboxSnapshot(dataDir);
    await submitButton(page, 'Enviar').click();
    await expect(page.getByText(messages.forgotSuccess, { exact: true })).toBeVisible();

    // 2. The e-mail written to DATA_DIR/outbox carries the signed link.
    const mail = await waitForMail(dataDir, account.email, before);
    const link = findResetLink(mail);
    const url = new URL(link);
    expect(url.pathname).toMatch(/^\/api\/oportunidades\/reset-password\/[^/]+$/);
    expect(decodeURIComponent(url.pathname.split('/').pop() ?? '')).toBe(account.email);
    expect(url.searchParams.get('signature')).toBeTruthy();

    // 3. The reset form: different passwords are refused.
    await page.goto(url.pathname + url.search);
    const password = page.getByLabel(/^Nova senha/);
    const confirmation = page.getByLabel(/^Confirma/);
    await password.fill(newPassword);
    await confirmation.fill(`${newPassword}9`);
    await submitButton(page, 'Redefinir senha').click();
    await expect(page.getByText(messages.passwordsDiffer, { exact: true })).toBeVisible();
    await shot(page, 'reset-password-mismatch');

    // 4. Equal passwords: success.
    await confirmation.fill(newPassword);
    changed = true; // from here on, put the demo password back afterwards
    await submitButton(page, 'Redefinir senha').click();
    await expect(page.getByText(messages.resetSuccess, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login-admin$/); // staff land on their own login
    // The e-mail of the link is not asked again (WCAG 3.3.7): filled in, the password focused.
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();

    // 5. The old password no longer works; the new one does.
    await page.goto(account.loginPath);
    await fillEmailLogin(page, account.email, account.password);
    await submitButton(page).click();
    await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();

    await loginAs(page, 'admin', newPassword);
    await logout(page);
    await expect(page).toHaveURL(/\/login-admin$/);

    // 6. The link works once.
    await page.goto(url.pathname + url.search);
    await page.getByLabel(/^Nova senha/).fill('OutraSenha@2024');
    await page.getByLabel(/^Confirma/).fill('OutraSenha@2024');
    await submitButton(page, 'Redefinir senha').click();
    await expect(page.getByText(messages.resetFailure, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.resetSuccess, { exact: true })).toHaveCount(0);
    await shot(page, 'reset-password-link-used');
  });

  test('an unknown e-mail gets the same answer and no message is written', async ({ page, dataDir }) => {
    const unknown = 'ninguem@nao-existe.com.br';
    await page.goto('/access-recovery/solicitation');
    await page.getByLabel('E-mail', { exact: true }).fill(unknown);
    const before = outboxSnapshot(dataDir);
    await submitButton(page, 'Enviar').click();
    await expect(page.getByText(messages.forgotSuccess, { exact: true })).toBeVisible();
    await expect(waitForMail(dataDir, unknown, before, 2_000)).rejects.toThrow(/no new e-mail/);
  });
});

// Its own group: the admin's password, changed above, is put back only after that group.
test.describe('student password recovery', () => {
  test('a student who resets the password lands on the student login, which links the academic recovery', async ({
    page,
    request,
    dataDir,
  }) => {
    // A student of their own, so the demo student's password stays as it is.
    const admin = await apiToken(request, 'admin');
    const courses = (await (await request.get('/api/courses', { headers: bearer(admin) })).json()) as {
      data: Array<{ id: number }>;
    };
    const run = String(Date.now()).slice(-7);
    const student = { email: `aluno-${run}@recuperacao-e2e.edu.br`, ra: `77${run}`, password: 'Estuda@2024' };
    const created = await request.post('/api/users', {
      headers: bearer(admin),
      data: {
        name: 'Aluno Recuperação',
        email: student.email,
        password: 'Antiga@2024',
        is_active: true,
        role_id: 3,
        ra: student.ra,
        id_course: courses.data[0]!.id,
      },
    });
    expect(created.status()).toBe(201);

    const before = outboxSnapshot(dataDir);
    expect((await request.post('/api/forgot-password', { data: { email: student.email } })).ok()).toBe(true);
    const link = new URL(findResetLink(await waitForMail(dataDir, student.email, before)));
    await page.goto(link.pathname + link.search);
    await page.getByLabel(/^Nova senha/).fill(student.password);
    await page.getByLabel(/^Confirma/).fill(student.password);
    await submitButton(page, 'Redefinir senha').click();
    await expect(page.getByText(messages.resetSuccess, { exact: true })).toBeVisible();

    // Students land on `/`, the RA login, with the link to the academic system's recovery.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      /^mailto:secretaria@demo\.edu\.br\?subject=/,
    );
    await fillStudentLogin(page, student.ra, student.password);
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Termos e Condições' })).toBeVisible();
  });
});
