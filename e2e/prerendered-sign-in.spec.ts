// The sign-in pages paint from the HTML the server sends, before the app's JavaScript has run, and
// React then takes that markup over (docs/decisions/021-mobile-first-load.md): the entry script's
// request is held to see the page without it, then released.
import type { Page } from '@playwright/test';
import { accounts, expect, fillEmailLogin, fillStudentLogin, submitButton, test } from './fixtures.ts';
import { signStudentTerm } from './support/student-terms.ts';

/** The main bundle (Vite's entry chunk): held until the returned function releases it. */
const holdEntryScript = async (page: Page): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    // The page may have moved on meanwhile (another goto): that request is gone.
    await route.continue().catch(() => undefined);
  });
  return release;
};

/** Errors the page reports (a hydration mismatch is one: React reports it as an uncaught error). */
const pageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

const signedInShell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true });

test.describe('sign-in pages before the main bundle', () => {
  test('the student form is there and takes input before the bundle, and signs in once it runs', async ({ page }) => {
    const { ra, password } = accounts.student;
    await signStudentTerm(page.request, ra, password);
    const errors = pageErrors(page);
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });

    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(page.getByLabel('RA', { exact: true })).toBeFocused();
    await fillStudentLogin(page, ra, password);
    // Sent before React runs: held by the page, not sent by the browser with the password in the address.
    await submitButton(page).click();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(password);
    expect(page.url()).not.toContain(password);

    release();
    await expect(signedInShell(page)).toBeVisible();
    expect(page.url()).not.toContain(password);
    expect(errors).toEqual([]);
  });

  test('/signin and /login-admin paint their forms without the bundle; the staff login works after', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const release = await holdEntryScript(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
    await expect(page.getByText('Esqueci minha senha')).toBeVisible();

    await page.goto('/login-admin', { waitUntil: 'commit' });
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    await expect(submitButton(page)).toBeVisible();
    release();
    // React has taken the page over (main.tsx marks the document).
    await page.waitForFunction(() => document.documentElement.dataset['prerender'] === 'hydrated');
    await fillEmailLogin(page, accounts.admin.email, accounts.admin.password);
    await submitButton(page).click();
    await expect(signedInShell(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [what, key, value] of [
    ['a stored session', 'session', '{}'],
    ['the dark theme', 'dark_mode', 'true'],
  ] as const) {
    test(`with ${what} the sign-in markup is never shown, and the app renders`, async ({ page }) => {
      const errors = pageErrors(page);
      const release = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
      await page.goto('/', { waitUntil: 'commit' });
      // In the document, not on screen: the page's script hid it before the first paint.
      await expect(page.getByLabel('RA', { exact: true })).toBeAttached();
      await expect(page.getByLabel('RA', { exact: true })).toBeHidden();

      release();
      // An unreadable session is no session: the sign-in form, rendered by the app.
      await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
      await expect(page.getByLabel('RA', { exact: true })).toBeFocused();
      if (key === 'dark_mode') {
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
          .toBe('rgb(13, 19, 32)');
      }
      expect(errors).toEqual([]);
    });
  }
});
