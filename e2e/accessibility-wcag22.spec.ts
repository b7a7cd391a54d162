// WCAG 2.2 / NBR 17225 and eMAG checks axe cannot make (docs/decisions/022-accessibility-and-fair-feedback.md):
// skip links and Alt+1..4, the high-contrast theme, focus not hidden while tabbing, paste in
// password fields, consistent help, captions on a video and the delivery timeline seeking it.
// Target size, focus in sight and text at 200 % on every screen: e2e/accessibility-wcag22-screens.spec.ts.
import type { Page } from '@playwright/test';
import { accounts, expect, fillStudentLogin, loginAs, submitButton, test } from './fixtures.ts';
import { createThrowawayStudent } from './support/throwaway-student.ts';
import { signStudentTerm } from './support/student-terms.ts';
import { PHRASES, sendCaptionedVideoCv } from './support/captioned-submission.ts';

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('skip links and Alt+1..4 reach the content, menu, search and footer', async ({ page }) => {
  await loginAs(page, 'student');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The first Tab shows the skip links.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('navigation', { name: 'Atalhos de acessibilidade' });
  await expect(skip.getByRole('link', { name: /Ir para o conteúdo/ })).toBeFocused();
  await expect(skip.getByRole('link', { name: /Ir para o conteúdo/ })).toBeInViewport();
  await expect(skip.getByRole('link', { name: /Ir para a busca/ })).toBeVisible();
  await skip.getByRole('link', { name: /Ir para o rodapé/ }).press('Enter');
  expect(await focusedId(page)).toBe('rodape');

  await page.keyboard.press('Alt+1');
  expect(await focusedId(page)).toBe('conteudo');
  await page.keyboard.press('Alt+3');
  expect(await focusedId(page)).toBe('busca');
  await page.keyboard.press('Alt+2');
  await expect(page.locator('#menu a[href]').first()).toBeFocused();
  await page.keyboard.press('Alt+4');
  expect(await focusedId(page)).toBe('rodape');
  // The footer links to 'Acessibilidade', which lists the shortcuts.
  await page.locator('#rodape').getByRole('link', { name: 'Acessibilidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Alt + 3' })).toBeVisible();
});

test('Alt+2 opens the drawer on a phone and lands in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'student');
  await page.keyboard.press('Alt+2');
  await expect(page.locator('#menu a[href]').first()).toBeFocused();
});

test('the high-contrast theme is kept across visits, beside light and dark', async ({ page }) => {
  await loginAs(page, 'student');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Alto contraste' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const body = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(body).toBe('rgb(0, 0, 0)');
  await page.reload();
  await expect.poll(body).toBe('rgb(0, 0, 0)');
  expect(await page.evaluate(() => localStorage.getItem('high_contrast'))).toBe('true');
  await page.getByRole('banner').getByRole('button', { name: 'Alto contraste' }).click();
  await expect.poll(body).not.toBe('rgb(0, 0, 0)');
});

test('a focused element is never hidden under the sticky app bar (2.4.11)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await loginAs(page, 'student');
  await page.goto('/palco-profissional');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    // What is drawn at the centre of the focused element is the element itself (or inside it).
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      return top && (el.contains(top) || top.contains(el))
        ? null
        : `${el.outerHTML.slice(0, 80)} under ${top?.outerHTML.slice(0, 80)}`;
    });
    expect(covered, `Tab ${i + 1}`).toBeNull();
  }
});

test('password fields accept paste (3.3.8) and help stays in the same place (3.2.6)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(accounts.student.loginPath);
  const password = page.getByLabel('Senha', { exact: true });
  await page.evaluate(() => navigator.clipboard.writeText('Aluno@1234'));
  await password.focus();
  await page.keyboard.press('Control+V');
  await expect(password).toHaveValue('Aluno@1234');
  await signStudentTerm(page.request, accounts.student.ra, accounts.student.password);
  await fillStudentLogin(page, accounts.student.ra, 'Aluno@1234');
  await submitButton(page).click();
  await expect(page.locator('#menu')).toBeAttached();
  const helpIndex = () =>
    page.evaluate(() => {
      const items = Array.from(document.querySelectorAll('#menu li')).map((li) => li.textContent?.trim() ?? '');
      return items.length - items.indexOf('Reportar problema');
    });
  const seen = new Set<number>();
  for (const path of ['/', '/minhas-vagas', '/palco-profissional', '/orientacoes']) {
    await page.goto(path);
    await expect(page.locator('#menu')).toBeAttached();
    seen.add(await helpIndex());
  }
  expect([...seen]).toEqual([2]);
});

test('captions on the video, the transcript beside it and the delivery timeline seeking it', async ({ page }) => {
  const ra = `77${String(Date.now()).slice(-7)}`;
  const carla = await createThrowawayStudent(page.request, 'Carla Mendes Rocha', ra);
  await sendCaptionedVideoCv(page.request, ra, carla.password);
  await page.goto(accounts.student.loginPath);
  await fillStudentLogin(page, ra, carla.password);
  await submitButton(page).click();
  await expect(page.locator('#menu')).toBeAttached();
  await page.goto('/palco-profissional');
  await page
    .getByRole('button', { name: /^Feedback de / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Feedback da apresentação' });
  await expect(dialog.getByText(/A análise facial não foi usada, por sua escolha/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ritmo e fluência' })).toBeVisible();
  const video = dialog.locator('video');
  // The captions track is loaded and showing; its cues are the phrases.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0), { timeout: 15_000 })
    .toBe(PHRASES.length);
  expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]!.mode)).toBe('showing');
  await expect(dialog.getByRole('button', { name: `Ir para 0:11: ${PHRASES[2]!.text}` })).toBeVisible();
  // The long pause (6 s to 11 s) marker seeks the video to 0:06.
  await dialog.getByRole('button', { name: /^Pausa longa em 0:06/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(6);
  await dialog.getByRole('button', { name: /^Vício de linguagem em 0:0\d: né/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBe(4);
  await page.screenshot({ path: 'e2e/.artifacts/screens/feedback-delivery.png', fullPage: false });
});
