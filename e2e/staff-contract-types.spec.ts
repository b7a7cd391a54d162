// Journey: the administrator manages contract types at /tipos-contrato (docs/spec/02-screens.md#contract-types,
// 05-validation.md#contract-type, 08-messages.md#contract-types): add, no-change warning, edit, details, a refused deletion of a
// type in use, deletion; representatives have no such route.
import type { Page } from '@playwright/test';
import { expect, followMenu, loginAs, shot, test } from './fixtures.ts';

// Toasts are found through the accessibility tree, also those raised while a dialog is open.
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('contract types (admin)', () => {
  test('admin adds, edits, views and deletes a contract type', async ({ page }) => {
    const name = `Estágio remoto ${Date.now() % 100000}`;
    const renamed = `${name} (20h)`;
    await loginAs(page, 'admin');
    await followMenu(page, 'Contratos');
    await expect(page).toHaveURL(/\/tipos-contrato$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tipos de contrato' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lista de tipos de contrato' });
    await expect(table.getByRole('cell', { name: 'CLT', exact: true })).toBeVisible();
    await shot(page, 'contract-types-list');

    // Required name
    await page.getByRole('button', { name: 'Adicionar tipo de contrato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar tipo de contrato' });
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(dialog.getByText('O campo "Nome do Tipo de Contrato" é obrigatório!')).toBeVisible();
    await shot(page, 'contract-types-add-required');

    // Add
    await dialog.getByLabel('Nome do Tipo de Contrato').fill(name);
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(toast(page, 'Contrato cadastrado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

    // Edit without a change: warning, and no request.
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/contract-types/')) puts.push(r.url());
    });
    await page.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Editar tipo de contrato' });
    await expect(edit.getByLabel('Nome do Tipo de Contrato')).toHaveValue(name);
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toast(page, 'Atualize a informação para efetuar a operação de atualização!')).toBeVisible();
    expect(puts).toHaveLength(0);

    // Edit
    await edit.getByLabel('Nome do Tipo de Contrato').fill(renamed);
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toast(page, 'Contrato alterado com sucesso!')).toBeVisible();
    await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    expect(puts).toHaveLength(1);

    // Details
    await page.getByRole('button', { name: `Detalhes de ${renamed}`, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Detalhes do tipo de contrato' });
    await expect(details.getByRole('definition').filter({ hasText: renamed })).toBeVisible();
    await shot(page, 'contract-types-details');
    await details.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(details).toBeHidden();

    // A type used by jobs cannot be deleted (409).
    await page.getByRole('button', { name: 'Excluir CLT', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Excluir tipo de contrato' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(toast(page, 'Este tipo de contrato está em uso por vagas e não pode ser excluído')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'CLT', exact: true })).toBeVisible();

    // Delete
    await page.getByRole('button', { name: `Excluir ${renamed}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir tipo de contrato' });
    await expect(confirm).toContainText(renamed);
    await shot(page, 'contract-types-delete');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Contrato deletado com sucesso!')).toBeVisible();
    await expect(table.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('the list in dark mode and on a phone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'admin');
    await page.goto('/tipos-contrato');
    await expect(
      page.getByRole('list', { name: 'Lista de tipos de contrato' }).getByText('CLT', { exact: true }),
    ).toBeVisible();
    await shot(page, 'contract-types-list-phone-dark');
    // Dialogs take the whole screen below 700 px.
    await page.getByRole('button', { name: 'Adicionar tipo de contrato' }).click();
    const box = await page.getByRole('dialog', { name: 'Adicionar tipo de contrato' }).boundingBox();
    expect(box?.width).toBe(375);
  });

  test('representatives have no contract types screen', async ({ page }) => {
    await loginAs(page, 'representative');
    await page.goto('/tipos-contrato');
    await expect(page.getByRole('heading', { name: 'ERRO 404' })).toBeVisible();
  });
});
