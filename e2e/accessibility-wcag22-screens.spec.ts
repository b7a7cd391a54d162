// WCAG 2.2 / NBR 17225 on every screen and main dialog of the axe sweep's list
// (e2e/support/screens.ts; docs/decisions/022): targets of at least 24 x 24 px (2.5.8) and no
// focused element hidden under the sticky app bar or a toast (2.4.11) at 1280 and 375 px, and text
// at 200 % without loss (1.4.4, 1.4.10) at 1280 px. One browser context and one sign-in per role;
// the toasts a screen raises on load stay up while the focus walks it.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { accounts, expect, fillEmailLogin, fillStudentLogin, submitButton, test } from './fixtures.ts';
import { demoRefs, openScreen, SCREENS, type DemoRefs, type SweepRole } from './support/screens.ts';
import { openDialog } from './support/staff-forms.ts';
import { signStudentTerm } from './support/student-terms.ts';
import { hiddenFocus, lossAt200, smallTargets } from './support/wcag22.ts';

/** A context signed in as `role` (or signed out), through its own login screen, once. */
const signedIn = async (browser: Browser, role: SweepRole): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role === 'signedOut') return { context, page };
  const account = accounts[role];
  await page.goto(account.loginPath);
  if ('ra' in account) {
    await signStudentTerm(page.request, account.ra, account.password);
    await fillStudentLogin(page, account.ra, account.password);
  } else await fillEmailLogin(page, account.email, account.password);
  await submitButton(page).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  return { context, page };
};

/**
 * The screen drawn: no skeleton or spinner left (a toast raised on load may still be up). The
 * pointer goes to a corner: where the last click left it, it would hover whatever the next screen
 * draws there and open its tooltip.
 */
const drawn = async (page: Page): Promise<void> => {
  await page.mouse.move(0, 0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('.MuiCircularProgress-root:visible')).toHaveCount(0);
  // A toast growing in is measured at its size at rest.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
};

let refs: DemoRefs;
test.beforeAll(async ({ request }) => {
  refs = await demoRefs(request);
});

for (const role of ['signedOut', 'student', 'representative', 'admin'] as const)
  test.describe(`WCAG 2.2 on every ${role} screen`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await signedIn(browser, role));
    });
    test.afterAll(() => context.close());

    for (const width of [1280, 375])
      test(`${width} px: 24 px targets, focus in sight${width === 1280 ? ', text at 200 %' : ''}`, async () => {
        test.setTimeout(30_000 + SCREENS[role].length * 6_000);
        // A short window: the page scrolls, so the sticky bar has something to cover.
        await page.setViewportSize({ width, height: 600 });
        const found: Record<string, string[]> = {};
        const note = (label: string, problems: string[]) => {
          if (problems.length) found[label] = problems;
        };
        for (const screen of SCREENS[role]) {
          await openScreen(page, screen, refs);
          await drawn(page);
          note(`${screen.label}: targets`, await smallTargets(page));
          // Before the focus walk, whose last tooltip may still be open.
          if (width === 1280) note(`${screen.label}: 200 %`, await lossAt200(page));
          note(`${screen.label}: focus`, await hiddenFocus(page));
          for (const d of screen.dialogs ?? []) {
            await d.before?.(page);
            await d.trigger(page).click();
            await expect(openDialog(page).last()).toBeVisible();
            await drawn(page);
            note(`${screen.label} / ${d.label}: targets`, await smallTargets(page, '.MuiDialog-root'));
            note(`${screen.label} / ${d.label}: focus`, await hiddenFocus(page, '.MuiDialog-root'));
            await page.keyboard.press('Escape');
            await expect(openDialog(page)).toHaveCount(0);
          }
        }
        expect(found).toEqual({});
      });
  });
