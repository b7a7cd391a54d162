// 'Compartilhar currículo' (docs/decisions/016-security-hardening.md): the public resume opens only
// through the student's secret link; turning sharing off or renewing the link closes the old one;
// the contact button appears only when the student shows the e-mail; the page is never indexed.
import type { Page } from '@playwright/test';
import { expect, loginAs, shot, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const toast = (page: Page, text: string) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const UNAVAILABLE = 'Este link de currículo não está disponível.';

test('the student turns sharing off and on, renews the link and chooses to show the e-mail', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'student');
  await page.getByRole('link', { name: /^Meu currículo/ }).click();
  await expect(page).toHaveURL(/\/curriculum\/\d+$/);
  const resumePath = new URL(page.url()).pathname;
  await page.locator('#conteudo').getByRole('button', { name: 'Compartilhar Currículo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar currículo' });
  const sharing = dialog.getByRole('switch', { name: 'Compartilhar currículo' });
  const email = dialog.getByRole('switch', { name: 'Mostrar meu e-mail no currículo compartilhado' });
  const link = dialog.getByRole('textbox', { name: 'Link do currículo' });
  await expect(sharing).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'sharing dialog');
  await shot(page, 'resume-sharing-dialog');
  const first = await link.inputValue();
  expect(first).toMatch(new RegExp(`${resumePath}/public\\?key=[A-Za-z0-9_-]{32}$`));

  const outsider = await browser.newContext({ locale: 'pt-BR', viewport: { width: 375, height: 800 } });
  const anon = await outsider.newPage();
  const sheet = anon.locator('.resume-sheet');

  // The link opens the resume, with the contact button (the demo student shows the e-mail); never indexed.
  const response = await anon.goto(first);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(anon.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
  await expect(sheet.getByRole('heading', { name: 'Ana Beatriz Souza' })).toBeVisible();
  await expect(anon.getByRole('link', { name: 'Entrar em contato' })).toHaveAttribute('href', /^mailto:ana\.souza@/);
  await expectNoSeriousA11yViolations(anon, 'shared resume, 375 px');
  await shot(anon, 'resume-shared-phone');

  // The id alone, or a made-up key, opens nothing.
  await anon.goto(resumePath + '/public');
  await expect(anon.getByText(UNAVAILABLE)).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await anon.goto(`${resumePath}/public?key=${'A'.repeat(32)}`);
  await expect(anon.getByText(UNAVAILABLE)).toBeVisible();

  // Off: the link stops working.
  await sharing.click();
  await expect(toast(page, 'Compartilhamento desativado. O link não abre mais.')).toBeVisible();
  await expect(sharing).not.toBeChecked();
  await expect(link).toHaveCount(0);
  await anon.goto(first);
  await expect(anon.getByText(UNAVAILABLE)).toBeVisible();

  // On again: a new link.
  await sharing.click();
  await expect(toast(page, 'Currículo compartilhado. Copie o link e envie para quem quiser.')).toBeVisible();
  const second = await link.inputValue();
  expect(second).not.toBe(first);

  // Renewed: the previous one stops working, the new one works.
  await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
  await expect(toast(page, 'Novo link gerado. O link anterior não abre mais.')).toBeVisible();
  await expect(link).not.toHaveValue(second);
  const third = await link.inputValue();
  await anon.goto(second);
  await expect(anon.getByText(UNAVAILABLE)).toBeVisible();

  // Without the e-mail, no contact button.
  await email.click();
  await expect(email).not.toBeChecked();
  await anon.goto(third);
  await expect(sheet.getByRole('heading', { name: 'Ana Beatriz Souza' })).toBeVisible();
  await expect(anon.getByRole('link', { name: 'Entrar em contato' })).toHaveCount(0);
  // Back as the demo has it: e-mail shown.
  await email.click();
  await expect(email).toBeChecked();

  // Dark theme, phone width: the dialog stays clean.
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const dark = page
    .getByRole('switch', { name: 'Modo escuro' })
    .or(page.getByRole('checkbox', { name: 'Modo escuro' }));
  await dark.click();
  await expect(dark).toBeChecked();
  // Loaded in dark: axe never reads colours in the middle of the theme's transition.
  await page.reload();
  await expect(dark).toBeChecked();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator('#conteudo').getByRole('button', { name: 'Compartilhar Currículo' }).click();
  await expect(sharing).toBeChecked();
  // The dialog's fade-in ends before axe reads its colours.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await expectNoSeriousA11yViolations(page, 'sharing dialog, dark, 375 px');
  await shot(page, 'resume-sharing-dialog-dark-phone');
  await page
    .getByRole('dialog', { name: 'Compartilhar currículo' })
    .getByRole('button', { name: 'Fechar', exact: true })
    .click();
  await dark.click();
  await outsider.close();
});
