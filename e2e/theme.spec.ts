// Journey (d): the dark-mode switch of the top bar is kept in local storage and survives a reload.
import { expect, loginAs, shot, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Relative luminance 0..255 of an `rgb(a)(...)` colour. */
const luminance = (rgb: string): number => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test('dark mode survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  const toggle = page
    .getByRole('switch', { name: 'Modo escuro' })
    .or(page.getByRole('checkbox', { name: 'Modo escuro' }));
  await expect(toggle).not.toBeChecked();
  expect(luminance(await bodyBackground(page))).toBeGreaterThan(128);

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(64);
  await shot(page, 'shell-admin-dark');

  await page.reload();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(64);

  // And back to light, which also survives a reload.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();
  expect(luminance(await bodyBackground(page))).toBeGreaterThan(128);
});
