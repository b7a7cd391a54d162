// Activation (docs/decisions/017-career-office-screens.md#activation): a company signs up and its
// representative waits for the office; the admin sees the waiting sign-ups counted beside
// 'Usuários' (a disabled representative is not counted), finds the account with Ativo 'Aguardando
// ativação', activates it, and the representative receives the e-mail (the .eml read with
// mailparser), follows its link and signs in active. axe light and dark, wide and 375 px.
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoHorizontalScroll,
  fillEmailLogin,
  followMenu,
  loginAs,
  logout,
  menuItem,
  openMenu,
} from './fixtures.ts';
import { shot, submitButton, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { auditBothModes } from './support/color-modes.ts';
import { outboxSnapshot, waitForMail } from './support/mail.ts';
import { choose, openDialog, rowWith, toastWith } from './support/staff-forms.ts';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How many representatives wait for activation, as the API counts them. */
const pendingCount = async (request: APIRequestContext, token: string): Promise<number> => {
  const res = await request.get('/api/users?role=2&status=pending&limit=1', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { meta: { total: number } }).meta.total;
};

const waitingLabel = (n: number) => (n === 1 ? '1 cadastro aguardando ativação' : `${n} cadastros aguardando ativação`);

test('the admin activates a pending company and its representative receives the e-mail and signs in', async ({
  page,
  request,
  dataDir,
  baseURL,
}) => {
  const user = { name: 'lívia andrade', email: `rh-${run}@ativacao-e2e.com.br`, password: 'Ativa@2024' };
  const company = `Andrade Engenharia ${run}`;
  const admin = await apiToken(request, 'admin');

  // A representative activated once and then switched off: disabled, not waiting.
  const disabledEmail = `desativado-${run}@ativacao-e2e.com.br`;
  const created = await request.post('/api/users', {
    headers: bearer(admin),
    data: { name: 'Conta Desativada', email: disabledEmail, password: 'Desat@2024', is_active: true, role_id: 2 },
  });
  expect(created.status()).toBe(201);
  const disabledId = ((await created.json()) as { id: number }).id;
  const off = await request.put(`/api/users/${disabledId}`, { headers: bearer(admin), data: { is_active: false } });
  expect(off.status()).toBe(200);

  // The company signs itself up (the wizard's screens: e2e/signup.spec.ts).
  const waitingBefore = await pendingCount(request, admin);
  const signup = await request.post('/api/signup', {
    data: {
      user: { name: user.name, email: user.email, password: user.password, passwordConfirm: user.password },
      company: { name: company, numero_registro: `CREA-${run}`, area: 'Engenharia civil', about: 'Obras e projetos.' },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const waiting = await pendingCount(request, admin);
  expect(waiting).toBe(waitingBefore + 1);

  // The menu counts the sign-ups waiting, and only them.
  await loginAs(page, 'admin');
  await openMenu(page);
  const usersItem = menuItem(page, 'Usuários');
  await expect(usersItem).toHaveAccessibleDescription(waitingLabel(waiting));
  await expect(usersItem).toContainText(String(waiting));
  await usersItem.click();
  await expect(page).toHaveURL(/\/usuarios$/);

  // Ativo 'Aguardando ativação' lists the new sign-up, not the disabled account.
  await choose(page, page, 'Ativo', 'Aguardando ativação');
  await expect(page).toHaveURL(/\?ativo=pendente$/);
  const row = rowWith(page, user.email);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pendente');
  await expect(rowWith(page, disabledEmail)).toHaveCount(0);
  await auditBothModes(page, 'Usuários, aguardando ativação');
  await shot(page, 'office-activation-pending');
  await choose(page, page, 'Ativo', 'Desativados');
  await expect(rowWith(page, disabledEmail)).toContainText('Não');
  await expect(rowWith(page, user.email)).toHaveCount(0);
  await choose(page, page, 'Ativo', 'Aguardando ativação');

  // Activated in the edit dialog.
  const outbox = outboxSnapshot(dataDir);
  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = openDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Ativo', exact: true })).toHaveText('Não');
  await choose(page, dialog, 'Ativo', 'Sim');
  await auditBothModes(page, 'Usuários: editar', '.MuiDialog-root');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastWith(page, 'Usuário alterado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, user.email)).toHaveCount(0);
  await openMenu(page);
  if (waiting > 1) await expect(usersItem).toHaveAccessibleDescription(waitingLabel(waiting - 1));
  else await expect(usersItem).not.toContainText(/\d/);

  // The representative's e-mail: who, what, and the staff login link.
  const mail = await waitForMail(dataDir, user.email, outbox);
  expect(mail.subject).toBe('Portal de Oportunidades: seu acesso foi ativado');
  expect(mail.text).toContain('Olá, Lívia Andrade!');
  expect(mail.text).toContain('Agora você já pode cadastrar suas empresas e publicar vagas.');
  const link = /https?:\/\/\S+\/login-admin\b/.exec(mail.text)?.[0];
  expect(link).toBe(`${baseURL}/login-admin`);
  await logout(page);

  // The link opens the staff login; the representative signs in active and can add companies.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await auditBothModes(page, 'Login da equipe');
  await fillEmailLogin(page, user.email, user.password);
  await submitButton(page).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await followMenu(page, 'Empresas');
  await expect(rowWith(page, company)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar empresa' })).toBeEnabled();
  await expect(page.getByText('Você não está ativo no sistema, aguarde sua ativação!', { exact: true })).toHaveCount(0);
  await logout(page);

  // The admin's filter at 375 px.
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'admin');
  await page.goto('/usuarios?ativo=pendente');
  await expect(page.getByRole('combobox', { name: 'Ativo', exact: true })).toHaveText('Aguardando ativação');
  await expectNoHorizontalScroll(page, 375);
  await auditBothModes(page, 'Usuários, aguardando ativação, 375 px');
  await shot(page, 'office-activation-pending-375');
  await request.delete(`/api/users/${disabledId}`, { headers: bearer(admin) });
});
