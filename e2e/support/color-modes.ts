// A screen in both colour modes for axe: the app follows the system's colour scheme while the user
// never chose one, so emulating the scheme switches the theme without a reload; axe reads the
// colours only once the theme has landed and every transition has ended.
import { expect, type Page } from '@playwright/test';
import { COLOR_RULES, expectNoSeriousA11yViolations } from './axe.ts';

export type ColorMode = 'light' | 'dark';

/** The theme's page background per mode (apps/web/src/lib/theme.ts). */
export const BODY_BACKGROUND: Record<ColorMode, string> = { light: 'rgb(244, 246, 251)', dark: 'rgb(13, 19, 32)' };

/** Every finite animation has ended (a dialog caught mid-fade shows half its colours). */
export const animationsEnded = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
};

/** Switches the colour scheme and waits until the theme has landed, no skeleton is left and animations ended. */
export const settleIn = async (page: Page, mode: ColorMode): Promise<void> => {
  await page.emulateMedia({ colorScheme: mode });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[mode]);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await animationsEnded(page);
};

/**
 * axe in light mode with every rule, then in dark mode with the colour rules (the rest does not
 * change with the colours); the page is left in light mode. `include` audits only that part (an
 * open dialog: the page behind it was audited already).
 */
export const auditBothModes = async (page: Page, label: string, include?: string): Promise<void> => {
  await settleIn(page, 'light');
  await expectNoSeriousA11yViolations(page, `${label}, light`, { include });
  await settleIn(page, 'dark');
  await expectNoSeriousA11yViolations(page, `${label}, dark`, { include, rules: COLOR_RULES });
  await settleIn(page, 'light');
};
