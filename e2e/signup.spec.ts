// Journey: a company signs itself up at /signup (docs/spec/02-screens.md#sign-up, 04-states.md#sign-up-wizard, 05-validation.md, 08-messages.md), sees
// that its account waits for the career office, signs in as an inactive representative and is
// warned in Empresas, then an administrator activates it in the Usuários edit dialog and the
// representative signs in active. Plus the resume e-mail rule and a duplicated e-mail answered by
// the server.
import type { Page, Request } from '@playwright/test';
import { accounts, expect, fillEmailLogin, followMenu, loginAs, logout, shot, submitButton, test } from './fixtures.ts';
import { bearer } from './support/api-login.ts';
import { outboxSnapshot, waitForMail } from './support/mail.ts';
import { choose, openDialog, rowWith, textbox, toastWith } from './support/staff-forms.ts';

const messages = {
  required: 'Campo obrigatório',
  emailInvalid: 'E-mail inválido',
  passwordMin: 'Senha deve ter pelo menos 8 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
  sameEmail: 'Diferencie o e-mail do usuário do e-mail de recebimento de currículo!',
  success: 'Cadastro efetuado com sucesso!',
  inactiveCompanies: 'Você não está ativo no sistema, aguarde sua ativação!',
  userUpdated: 'Usuário alterado com sucesso!',
};

/** A run-unique suffix: the journeys share one database. */
const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A valid CNPJ (mod 11 check digits) that no other test uses: CNPJs are unique. */
const uniqueCnpj = (): string => {
  const d = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  const digit = (len: number) => {
    let sum = 0;
    let weight = len - 7;
    for (let i = 0; i < len; i++) {
      sum += d[i]! * weight--;
      if (weight < 2) weight = 9;
    }
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  d.push(digit(12));
  d.push(digit(13));
  return d.join('');
};
const maskedCnpj = (digits: string): string =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** Password inputs have no ARIA role: found by their label (MUI appends ' *' to required ones). */
const password = (page: Page, label: 'Senha' | 'Confirmação de Senha') =>
  page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

interface Representative {
  name: string;
  email: string;
  password: string;
}

const fillRepresentative = async (page: Page, user: Representative): Promise<void> => {
  await textbox(page, 'Nome').fill(user.name);
  await textbox(page, 'E-mail').fill(user.email);
  await password(page, 'Senha').fill(user.password);
  await password(page, 'Confirmação de Senha').fill(user.password);
};

const fillCompany = async (
  page: Page,
  company: { name: string; registro: string; resumeEmail?: string },
): Promise<void> => {
  await textbox(page, 'Nome da empresa').fill(company.name);
  await page.getByRole('radio', { name: 'Registro Profissional' }).check();
  await textbox(page, 'Registro Profissional').fill(company.registro);
  await textbox(page, 'Área de atuação').fill('Saúde');
  await textbox(page, 'Sobre').fill('Clínica parceira da universidade.');
  if (company.resumeEmail) await textbox(page, 'E-mail para recebimento de currículo').fill(company.resumeEmail);
};

/** Every `POST /api/signup` the page sends. */
const signupRequests = (page: Page): Request[] => {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/signup') sent.push(r);
  });
  return sent;
};

test.describe('company self sign-up', () => {
  test('a company signs up, signs in inactive, and an admin activates it', async ({ page, request, dataDir }) => {
    const id = unique();
    const user = { name: 'Marina Prado', email: `rh-${id}@empresa-e2e.com.br`, password: 'Empresa@2024' };
    const company = `Prado Tecnologia ${id}`;
    const cnpj = uniqueCnpj();
    const outboxBefore = outboxSnapshot(dataDir);

    await page.goto('/signup');
    const steps = page.getByRole('list', { name: 'Etapas do cadastro' }).getByRole('listitem');
    await expect(steps).toHaveText(['Cadastro de representante', 'Cadastro de empresa'].map((s) => new RegExp(s)));
    await expect(stepHeading(page, 'Cadastro de representante')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await shot(page, 'signup-step1');

    // Step 1 rules (docs/spec/05-validation.md#sign-up).
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText(messages.required, { exact: true })).toHaveCount(4);
    await expect(textbox(page, 'Nome')).toBeFocused();
    await textbox(page, 'Nome').fill(user.name);
    await textbox(page, 'E-mail').fill('sem-arroba');
    await password(page, 'Senha').fill('curta');
    await password(page, 'Confirmação de Senha').fill('outra');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText(messages.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.passwordMin, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.passwordsDiffer, { exact: true })).toBeVisible();
    await shot(page, 'signup-step1-errors');

    // Fixed, then Enter in the last field moves on, keyboard only.
    await fillRepresentative(page, user);
    await password(page, 'Confirmação de Senha').press('Enter');
    await expect(stepHeading(page, 'Cadastro de empresa')).toBeVisible();
    await expect(textbox(page, 'Nome da empresa')).toBeFocused();

    // Step 2: the CNPJ is masked while typing; Finalizar waits for the terms.
    const finish = page.getByRole('button', { name: 'Finalizar' });
    await expect(finish).toBeDisabled();
    await textbox(page, 'Nome da empresa').fill(company);
    await textbox(page, 'CNPJ').pressSequentially(cnpj);
    await expect(textbox(page, 'CNPJ')).toHaveValue(maskedCnpj(cnpj));
    await textbox(page, 'Área de atuação').fill('Tecnologia da informação');
    await textbox(page, 'Sobre').fill('Software para a gestão de clínicas e hospitais.');
    await textbox(page, 'E-mail para recebimento de currículo').fill(`vagas-${id}@empresa-e2e.com.br`);
    await expect(page.getByRole('spinbutton', { name: 'Número de funcionários' })).toHaveValue('0');
    await page.getByRole('spinbutton', { name: 'Número de funcionários' }).fill('42');

    await page.getByRole('button', { name: 'Ler os termos' }).click();
    const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
    await expect(terms).toBeVisible();
    await expect(terms.locator('.termos-conteudo')).toContainText(/empresa/i);
    await shot(page, 'signup-terms');
    await terms.getByRole('button', { name: 'Li e aceito os termos' }).click();
    await expect(terms).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Li e concordo com os Termos e Condições' })).toBeChecked();
    await expect(finish).toBeEnabled();
    await shot(page, 'signup-step2');

    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/signup',
    );
    await finish.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    // Only the chosen identifier, without its mask.
    const body = response.request().postDataJSON() as { company: Record<string, unknown> };
    expect(body.company['cnpj']).toBe(cnpj);
    expect(body.company).not.toHaveProperty('numero_registro');
    expect(body.company['employees_number']).toBe(42);

    await expect(toastWith(page, messages.success)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.success })).toBeVisible();
    await expect(page.getByText('Aguardando ativação')).toBeVisible();
    await shot(page, 'signup-success');

    // The administrators are told by e-mail.
    const mail = await waitForMail(dataDir, accounts.admin.email, outboxBefore);
    expect(mail.subject).toContain(company);

    // The new representative signs in at /login-admin, still inactive, and Empresas says so.
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL(/\/login-admin$/);
    await fillEmailLogin(page, user.email, user.password);
    await submitButton(page).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('session'))) ?? '{}') as {
      token: string;
      role: string;
    };
    expect(session.role).toBe('representante_empresa');
    const profile = (token: string) =>
      request.get('/api/profile', { headers: bearer(token) }).then((r) => r.json() as Promise<{ is_active: boolean }>);
    expect((await profile(session.token)).is_active).toBe(false);
    await followMenu(page, 'Empresas');
    await expect(page.getByText(messages.inactiveCompanies, { exact: true })).toBeVisible();
    await expect(rowWith(page, company)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar empresa' })).toBeDisabled();
    await shot(page, 'signup-inactive-companies');
    await logout(page);

    // The admin finds the account in Usuários and activates it in the edit dialog.
    await loginAs(page, 'admin');
    await page.getByLabel('Buscar Usuário').fill(user.email);
    const row = rowWith(page, user.email);
    await expect(row).toContainText('Pendente');
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = openDialog(page);
    await expect(dialog.getByRole('combobox', { name: 'Ativo', exact: true })).toHaveText('Não');
    await choose(page, dialog, 'Ativo', 'Sim');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toastWith(page, messages.userUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Sim');
    await logout(page);

    // Signed in again, the representative is active: no warning, and companies can be added.
    await fillEmailLogin(page, user.email, user.password);
    await submitButton(page).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
    const active = JSON.parse((await page.evaluate(() => localStorage.getItem('session'))) ?? '{}') as {
      token: string;
    };
    expect((await profile(active.token)).is_active).toBe(true);
    await followMenu(page, 'Empresas');
    await expect(rowWith(page, company)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar empresa' })).toBeEnabled();
    await expect(page.getByText(messages.inactiveCompanies, { exact: true })).toHaveCount(0);
  });

  test('the resume e-mail must differ from the user e-mail', async ({ page }) => {
    const id = unique();
    const user = { name: 'Paulo Reis', email: `paulo-${id}@clinica-e2e.com.br`, password: 'Clinica@2024' };
    const sent = signupRequests(page);
    await page.goto('/signup');
    await fillRepresentative(page, user);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await fillCompany(page, { name: `Clínica ${id}`, registro: `CRM-1${id}`, resumeEmail: user.email.toUpperCase() });
    await page.getByRole('checkbox', { name: 'Li e concordo com os Termos e Condições' }).check();
    await page.getByRole('button', { name: 'Finalizar' }).click();

    await expect(page.getByText(messages.sameEmail, { exact: true })).toBeVisible();
    await expect(textbox(page, 'E-mail para recebimento de currículo')).toBeFocused();
    await expect(stepHeading(page, 'Cadastro de empresa')).toBeVisible();
    expect(sent).toHaveLength(0);
    await shot(page, 'signup-same-email');
  });

  test('an e-mail already registered: Erro no campo E-mail, back on step 1', async ({ page }) => {
    const id = unique();
    await page.goto('/signup');
    await fillRepresentative(page, {
      name: 'Outra Pessoa',
      email: accounts.representative.email,
      password: 'Outra@2024',
    });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await fillCompany(page, { name: `Consultório ${id}`, registro: `CRO-1${id}` });
    await page.getByRole('checkbox', { name: 'Li e concordo com os Termos e Condições' }).check();
    await page.getByRole('button', { name: 'Finalizar' }).click();

    await expect(toastWith(page, 'Erro no campo E-mail')).toBeVisible();
    await expect(stepHeading(page, 'Cadastro de representante')).toBeVisible();
    await expect(textbox(page, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'E-mail')).toBeFocused();
    await shot(page, 'signup-duplicated-email');
  });
});
