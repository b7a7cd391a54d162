// The professional registration (numero_registro) rule in both company forms: 3 to 30 letters,
// digits, '/', '-', '.' and spaces with at least one digit, else 'Falha ao validar o Registro
// Profissional fornecido' under the field, checked in the browser before anything is sent (the
// server answers the same message as a 422 field error: apps/api companies tests).
import type { Page, Request } from '@playwright/test';
import { expect, followMenu, loginAs, test } from './fixtures.ts';
import { openDialog, textbox } from './support/staff-forms.ts';

const registryInvalid = 'Falha ao validar o Registro Profissional fornecido';

/** Every POST to `path` the page sends. */
const posts = (page: Page, path: string): Request[] => {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) sent.push(r);
  });
  return sent;
};

test('Empresas: a registration without digits is refused under the field', async ({ page }) => {
  const sent = posts(page, '/api/companies');
  await loginAs(page, 'representative');
  await followMenu(page, 'Empresas');
  await page.getByRole('button', { name: 'Adicionar empresa' }).click();
  const dialog = openDialog(page);
  await dialog.getByRole('radio', { name: 'Registro Profissional' }).check();
  const field = textbox(dialog, 'Registro Profissional');
  await field.fill('Conselho sem número');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText(registryInvalid, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('CRA-SP 123456');
  await expect(dialog.getByText(registryInvalid, { exact: true })).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test('sign-up: the same rule on step 2', async ({ page }) => {
  const sent = posts(page, '/api/signup');
  await page.goto('/signup');
  await textbox(page, 'Nome').fill('Rita Souza');
  await textbox(page, 'E-mail').fill(`rita-${Date.now()}@registro-e2e.com.br`);
  await page.getByLabel(/^Senha\s*\*?$/).fill('Registro@2024');
  await page.getByLabel(/^Confirmação de Senha\s*\*?$/).fill('Registro@2024');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await textbox(page, 'Nome da empresa').fill('Consultório Rita');
  await page.getByRole('radio', { name: 'Registro Profissional' }).check();
  await textbox(page, 'Registro Profissional').fill('CRO#12');
  await textbox(page, 'Área de atuação').fill('Saúde');
  await textbox(page, 'Sobre').fill('Consultório odontológico.');
  await page.getByRole('checkbox', { name: 'Li e concordo com os Termos e Condições' }).check();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText(registryInvalid, { exact: true })).toBeVisible();
  await expect(textbox(page, 'Registro Profissional')).toBeFocused();
  expect(sent).toHaveLength(0);
});
