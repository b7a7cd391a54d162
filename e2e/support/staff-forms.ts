// Helpers of the staff journeys (Usuários, Empresas, Vagas cadastradas): form fields by their
// accessible names, MUI selects, a PNG logo written to a temp file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { pngOf } from './png.ts';

/** The open dialog (MUI Dialog paper, role dialog or alertdialog). */
export const openDialog = (page: Page): Locator => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** A text field by its label (MUI adds ' *' to required labels, outside the accessible name). */
export const textbox = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('textbox', { name, exact: true });

/** Picks `option` in the MUI select labelled `label`. */
export const choose = async (
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
): Promise<void> => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
  await expect(page.getByRole('listbox')).toBeHidden();
};

/**
 * Types `search` into an MUI Autocomplete (options come from the server) and picks the option
 * named `option`.
 */
export const pickFromAutocomplete = async (
  page: Page,
  combobox: Locator,
  search: string,
  option: string,
): Promise<void> => {
  await combobox.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
};

/**
 * A toast found through the accessibility tree (role alert): unlike `toastWith`, it is not found
 * when an open dialog hides it from screen readers with aria-hidden.
 */
export const announcedToast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });

/** A toast (role alert) with exactly this text. */
export const toastWith = (page: Page, text: string): Locator =>
  page.locator('.MuiAlert-root[role="alert"]').filter({ hasText: text });

/** The table row (or phone card) that mentions `text`. */
export const rowWith = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text });

/** Writes a small, valid 32x32 PNG (a blue vertical gradient) to a temp file and returns its path. */
export const writePngLogo = async (): Promise<string> => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'staff-logo-')), 'logo.png');
  fs.writeFileSync(file, await pngOf(32, 32, (_x, y) => [11, 61 + y * 4, 145]));
  return file;
};

/** A CNPJ with valid check digits built from 12 base digits (unique per run). */
export const cnpjFrom = (base12: string): string => {
  const digits = base12.split('').map(Number);
  const digit = (list: number[]) => {
    let weight = list.length - 7;
    let sum = 0;
    for (const d of list) {
      sum += d * weight--;
      if (weight < 2) weight = 9;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = digit(digits);
  const second = digit([...digits, first]);
  return [...digits, first, second].join('');
};

/** Waits for the open dialog's fade-in to end (before a screenshot). */
export const dialogSettled = async (page: Page): Promise<void> => {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
};
