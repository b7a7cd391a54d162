// Keyboard checks of the journeys: which element Tab focuses, and whether it shows a visible
// focus indicator (its look focused differs from its look unfocused).
import { expect, type Page } from '@playwright/test';

/**
 * A fingerprint of how an element looks: its own outline, shadow, border and background and
 * those of its two nearest ancestors and of an MUI outlined field's notched outline (where
 * text fields draw their focus ring). With `focused`, '' until the element has focus and MUI's
 * focus state (Mui-focused on a field's root, Mui-focusVisible on a button): React state updates
 * that can land after the frames waited for on a loaded machine, read in the same task as the
 * look so that a focus moved meanwhile is never recorded as the focused look.
 */
const readLook = ({ sel, focused }: { sel: string; focused: boolean }): string => {
  const el = document.querySelector(sel);
  if (!el) return '';
  if (focused) {
    if (document.activeElement !== el) return '';
    if (el.matches('.MuiButtonBase-root') && !el.classList.contains('Mui-focusVisible')) return '';
    // The field's own input only: a button in its adornment (the password's eye) leaves it unfocused.
    const root = el.matches('.MuiInputBase-input') ? el.closest('.MuiInputBase-root') : null;
    if (root && !root.classList.contains('Mui-focused')) return '';
  }
  const parts: Element[] = [el];
  for (let p = el.parentElement, i = 0; p && i < 2; p = p.parentElement, i++) parts.push(p);
  const notch = el.closest('.MuiOutlinedInput-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
  if (notch) parts.push(notch);
  return parts
    .map((e) => {
      const s = getComputedStyle(e);
      return [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderColor,
        s.borderWidth,
        s.backgroundColor,
      ].join(' ');
    })
    .join(' | ');
};

const lookOf = (page: Page, sel: string): Promise<string> => page.evaluate(readLook, { sel, focused: false });

/** The look of the focused element once its focus state is applied. */
const focusedLookOf = async (page: Page, sel: string): Promise<string> => {
  let look = '';
  await expect
    .poll(async () => (look = await page.evaluate(readLook, { sel, focused: true })), {
      message: `${sel} keeps the focus and shows MUI's focus state`,
    })
    .not.toBe('');
  return look;
};

const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

export interface Focused {
  tag: string;
  name: string;
  inDialog: boolean;
}

/** Marks the focused element with data-kb-step=`step` and describes it. */
const markFocused = (page: Page, step: number): Promise<Focused | null> =>
  page.evaluate((n) => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    el.setAttribute('data-kb-step', String(n));
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
    // A field's label without MUI's required marker.
    const label = el.id
      ? document
          .querySelector(`label[for="${el.id}"]`)
          ?.textContent?.replace(/[\s*\u2009]+$/, '')
          .trim()
      : undefined;
    return {
      tag: el.tagName.toLowerCase(),
      name: label ?? name,
      inDialog: Boolean(el.closest('[role="dialog"], [role="alertdialog"]')),
    };
  }, step);

/**
 * From the focused element (if any), presses Tab `steps` times: every press must move focus to an
 * element, and each element left behind must look different focused and unfocused (a visible
 * focus indicator). Returns the elements visited, the starting one first.
 */
export const tabThrough = async (page: Page, steps: number, label: string): Promise<Focused[]> => {
  const visited: Focused[] = [];
  const looks: string[] = [];
  await nextFrames(page);
  const start = await markFocused(page, 0);
  if (start) {
    visited.push(start);
    looks.push(await focusedLookOf(page, '[data-kb-step="0"]'));
  }
  for (let press = 1; press <= steps; press++) {
    await page.keyboard.press('Tab');
    await nextFrames(page);
    const step = visited.length;
    const focused = await markFocused(page, step);
    expect(focused, `${label}: Tab ${press} focuses an element`).not.toBeNull();
    visited.push(focused!);
    looks.push(await focusedLookOf(page, `[data-kb-step="${step}"]`));
    if (step > 0) {
      const prev = visited[step - 1]!;
      // Polled: on a loaded machine the blur's re-render (Mui-focused removed) can land after the
      // two frames. Without a focus indicator the look never changes and this still fails.
      await expect
        .poll(() => lookOf(page, `[data-kb-step="${step - 1}"]`), {
          message: `${label}: "${prev.name}" (${prev.tag}) shows a focus indicator`,
          timeout: 3000,
        })
        .not.toBe(looks[step - 1]);
    }
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-kb-step]').forEach((e) => e.removeAttribute('data-kb-step')),
  );
  return visited;
};

/** Presses Tab until the focused element is named `name` (at most `max` presses). */
export const tabTo = async (page: Page, name: string, max = 60): Promise<void> => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const current = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        (document.activeElement as HTMLElement | null)?.innerText?.trim() ??
        '',
    );
    if (current === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
};
