// Accessibility (docs/decisions/008-proof-suites.md, 022): axe-core (WCAG 2.0/2.1/2.2 A and AA) on
// every screen of every role and on the main dialogs, in light and dark mode, at 1280 and 375 px:
// no serious or critical violation. The keyboard checks are in e2e/keyboard.spec.ts; the WCAG 2.2
// criteria axe cannot see in e2e/accessibility-wcag22.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { expect, fillEmailLogin, loginAs, submitButton, test } from './fixtures.ts';
import { COLOR_RULES, expectNoSeriousA11yViolations } from './support/axe.ts';
import { demoRefs, openScreen, SCREENS, type DemoRefs, type SweepRole } from './support/screens.ts';
import { openDialog } from './support/staff-forms.ts';

type Mode = 'light' | 'dark';

/** The theme's page background per mode (apps/web/src/lib/theme.ts). */
const BODY_BACKGROUND: Record<Mode, string> = { light: 'rgb(244, 246, 251)', dark: 'rgb(13, 19, 32)' };

/** The toasts' own child of <body> (apps/web/src/components/toaster.tsx). */
const TOASTS = '#toast-region';

/** Waits until the screen is drawn: no skeletons or spinners, no finite animation running. */
const settle = async (page: Page): Promise<void> => {
  // A toast whose time runs out during axe's run is read half faded (a 2:1 contrast that no user
  // sees at rest): toasts are closed first, and `audit` leaves their region out (on a loaded
  // machine one still appeared fading in after this). A toast at rest is audited in
  // e2e/hiring-pipeline.spec.ts; its colours are the filled alerts' of the theme.
  // The screen's data first: a list that announces itself ('Listando candidaturas...') does so
  // when it arrives, and its toast would then cover the app bar during axe's run.
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('.MuiCircularProgress-root:visible')).toHaveCount(0);
  const toasts = page.getByRole('button', { name: 'Fechar aviso' });
  for (const close of await toasts.all()) await close.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
};

/**
 * axe on the page as it is now, in both colour modes: the app follows the system's colour scheme
 * while the user never chose one, so emulating the scheme switches the theme without a reload.
 * The mode the page is in goes first with every WCAG A/AA rule; the other mode, where only the
 * colours differ, with the colour rules. The page stays in the second mode. `include` limits the
 * audit to a part of the page (an open dialog: the page behind it was audited already).
 */
const audit = async (page: Page, label: string, include?: string): Promise<void> => {
  const current: Mode = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const other: Mode = current === 'light' ? 'dark' : 'light';
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[current]);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${label}, ${current} mode`, { include, exclude: TOASTS });
  await page.emulateMedia({ colorScheme: other });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[other]);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${label}, ${other} mode`, {
    include,
    exclude: TOASTS,
    rules: COLOR_RULES,
  });
};

/** Opens the screen at `path` (its h1 visible) and audits it. */
const screen = async (page: Page, path: string, label: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await audit(page, label);
};

/** Clicks `trigger`, audits the dialog it opens, and closes it with Escape. */
const dialog = async (page: Page, trigger: Locator, label: string): Promise<void> => {
  await trigger.click();
  await expect(openDialog(page).last()).toBeVisible();
  await audit(page, label, '.MuiDialog-root');
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
};

/** Opens every screen of `role`'s list and audits it and its main dialogs. */
const sweep = async (page: Page, role: SweepRole, refs: DemoRefs): Promise<void> => {
  for (const entry of SCREENS[role]) {
    await openScreen(page, entry, refs);
    await audit(page, `${role}: ${entry.label}`);
    for (const d of entry.dialogs ?? []) {
      await d.before?.(page);
      await dialog(page, d.trigger(page), `${role}: ${d.label}`);
    }
  }
};

/** Enough time for a role's list on a loaded machine: a base plus a share per screen and dialog. */
const timeFor = (role: SweepRole): number =>
  60_000 + SCREENS[role].reduce((sum, s) => sum + 8_000 * (1 + (s.dialogs?.length ?? 0)), 0);

let refs: DemoRefs;
test.beforeAll(async ({ request }) => {
  refs = await demoRefs(request);
});

for (const width of [1280, 375])
  test.describe(`axe on every screen and main dialog, light and dark, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed-out screens', async ({ page }) => {
      test.setTimeout(timeFor('signedOut'));
      await sweep(page, 'signedOut', refs);

      // Sign-up: step 2 and the company term.
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 2, name: 'Cadastro de representante' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Acessível Teste');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`a11y.${Date.now()}@exemplo.com.br`);
      await page.getByLabel(/^Senha\s*\*?$/).fill('Tela@20245');
      await page.getByLabel(/^Confirmação de Senha\s*\*?$/).fill('Tela@20245');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Cadastro de empresa' })).toBeVisible();
      await audit(page, 'sign-up step 2');
      await dialog(page, page.getByRole('button', { name: /termos/i }).first(), 'sign-up company term dialog');
    });

    for (const role of ['admin', 'representative'] as const)
      test(`${role}: every screen and its dialogs`, async ({ page }) => {
        test.setTimeout(timeFor(role));
        await loginAs(page, role);
        await sweep(page, role, refs);
      });

    test('inactive representative screens', async ({ page }) => {
      await page.goto('/login-admin');
      await fillEmailLogin(page, 'pendente@beta.com.br', 'Empresa@123');
      await submitButton(page).click();
      await expect(
        page.getByText('Você não esta ativo no sistema, aguarde sua ativação', { exact: true }),
      ).toBeVisible();
      await audit(page, 'inactive representative: Vagas cadastradas');
      await screen(page, '/empresas', 'inactive representative: Empresas');
    });

    test('student: every screen and its dialogs, search results, the term dialog', async ({ page }) => {
      test.setTimeout(timeFor('student') + 30_000);
      await loginAs(page, 'student');
      await sweep(page, 'student', refs);
      await page.goto('/?busca=1&title=est%C3%A1gio');
      await expect(page.getByRole('list', { name: 'Vagas encontradas' })).toBeVisible();
      await audit(page, 'student: search results');
      const card = page.getByRole('list', { name: 'Vagas encontradas' }).getByRole('listitem').first();
      await dialog(page, card.getByRole('button', { name: /^Detalhes/ }), 'student: job details');

      // The student term dialog, as on a first sign-in (the stored session only; nothing signed).
      const setHasTerms = (value: boolean) =>
        page.evaluate((v) => {
          const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { has_terms?: boolean };
          localStorage.setItem('session', JSON.stringify({ ...session, has_terms: v }));
        }, value);
      await setHasTerms(false);
      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Termos e Condições' })).toBeVisible();
      await audit(page, 'student: terms dialog');
      await setHasTerms(true);
    });
  });
