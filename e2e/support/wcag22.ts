// WCAG 2.2 checks axe cannot make, run in the page on what is drawn now (docs/decisions/022):
// target size (2.5.8), focus not obscured (2.4.11) and text at 200 % (1.4.4, 1.4.10).
// `scope` limits a check to a part of the page (an open dialog).
import type { Page } from '@playwright/test';

/**
 * Visible controls smaller than 24 x 24 CSS px (2.5.8), as `tag "name" WxH`. The exceptions the
 * criterion allows, and only those:
 * - inline: a link inside a sentence (`display: inline` in a p, li or label), whose size the line
 *   of text sets; a link alone in a table cell is not in a sentence and counts;
 * - user agent: a native control the browser draws at its own size is not left out: the app's
 *   checkboxes and radios are MUI's 38-42 px ones, and an input counts by its labelled control;
 * - spacing: a small target whose 24 px circle meets no other target. MUI's table sort arrows and
 *   pagination sit in larger buttons, so no spacing exception is needed today, and none is taken.
 */
export const smallTargets = (page: Page, scope = 'body'): Promise<string[]> =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    return Array.from(
      root.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [tabindex="0"]',
      ),
    )
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          return false;
        if (el.closest('[aria-hidden="true"], [inert]') || (el as HTMLInputElement).type === 'hidden') return false;
        // Inputs inside a larger labelled control (MUI switches, checkboxes, radios, text fields).
        const box = el.matches('input, textarea') ? (el.parentElement?.getBoundingClientRect() ?? r) : r;
        const inline = el.matches('a') && getComputedStyle(el).display === 'inline' && el.closest('p, li, label');
        return !inline && (box.width < 24 || box.height < 24);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
      );
  }, scope);

/**
 * Every element a keyboard can reach (tabindex >= 0, enabled, visible) is focused in turn, which
 * scrolls it into view as Tab does; it fails when none of nine points across its visible box is
 * the element itself, i.e. when the sticky app bar, a toast or another layer hides it entirely
 * (2.4.11). Answers the hidden ones; the focus goes back where it was.
 */
export const hiddenFocus = (page: Page, scope = 'body'): Promise<string[]> =>
  page.evaluate(async (selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const before = document.activeElement as HTMLElement | null;
    const hidden: string[] = [];
    const tabbable = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]',
      ),
    ).filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert], [aria-hidden="true"]') &&
        (el as HTMLInputElement).type !== 'hidden' &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    const inSight = (el: HTMLElement): boolean => {
      const r = el.getBoundingClientRect();
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, innerWidth - 1);
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, innerHeight - 1);
      // Clipped away by a container that scrolls: the browser shows it when it gets the focus.
      if (right <= left || bottom <= top) return true;
      // MUI X Charts' keyboard layer is an empty box under the chart's own drawing, which shows
      // the focused bar: the chart around it is what is seen.
      const owner = el.closest('.MuiChartsSurface-root') ?? el;
      return [0.1, 0.5, 0.9].some((fx) =>
        [0.1, 0.5, 0.9].some((fy) => {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          return hit !== null && (owner.contains(hit) || hit.contains(el));
        }),
      );
    };
    const covered: HTMLElement[] = [];
    for (const el of tabbable) {
      el.focus();
      if (document.activeElement === el && !inSight(el)) covered.push(el);
    }
    // What a focus change moves (the toasts step aside, the last tooltip fades out) lands a few
    // frames later: those are seen again, for up to half a second each.
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (const el of covered) {
      el.focus();
      for (let i = 0; i < 30 && !inSight(el); i++) await frame();
      if (!inSight(el)) {
        const r = el.getBoundingClientRect();
        const cover = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        hidden.push(`${el.outerHTML.slice(0, 100)} under ${cover?.parentElement?.outerHTML.slice(0, 100)}`);
      }
    }
    // Back where it was (inside an open dialog, so that Escape still reaches it), at the top.
    if (before && before !== document.body) before.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement | null)?.blur();
    return hidden;
  }, scope);

/**
 * The root font size doubled (what the browser's text size setting does to rem-based text): the
 * page must not scroll sideways, and no text is cut by its box (1.4.4, 1.4.10). Tables that
 * scroll inside their own box and the board's columns are two-dimensional content the criteria
 * exempt. Answers the problems found; the size goes back to normal.
 */
export const lossAt200 = async (page: Page): Promise<string[]> => {
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  // Layout flushes in the same task; a frame lets resize observers (MUI's tabs, the drawer) react.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const sideways = document.documentElement.scrollWidth - innerWidth;
    if (sideways > 0) {
      // The innermost boxes that reach past the window, to say where.
      const clippedByScroller = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
        return false;
      };
      const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
        (el) =>
          el.getBoundingClientRect().right > innerWidth + 1 &&
          !clippedByScroller(el) &&
          !Array.from(el.children).some((c) => c.getBoundingClientRect().right > innerWidth + 1),
      );
      const where = past
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`)
        .join(', ');
      found.push(`the page scrolls ${sideways} px sideways (${where})`);
    }
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('h1, h2, h3, p, label, button, a, td, th, li'),
    )) {
      if (!el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
      // Visually hidden text (a 1 px clipped box) is for screen readers, which read it whole.
      if (el.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(el);
      // Text cut off by its own box: hidden overflow with more content than room (ellipsis included).
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim())
        found.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" is cut off`);
    }
    return found;
  });
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  return problems;
};
