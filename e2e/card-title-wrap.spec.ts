// At 375 px a job card's title wraps between words, not inside one ('Desenvolvedo' / 'r(a)'); a
// word wider than the card is hyphenated by the browser's Portuguese rules (docs/decisions/021-mobile-first-load.md).
import type { Locator } from '@playwright/test';
import { expect, loginAs, shot, test } from './fixtures.ts';

/**
 * The words of `title` cut across two lines: a line starts inside a word when the character
 * before it is neither a space nor a hyphen (each character's line read from its box).
 */
const wordsCutAcrossLines = (title: Locator): Promise<string[]> =>
  title.evaluate((element) => {
    const cuts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (box) chars.push({ char: text[i]!, top: Math.round(box.top) });
      }
    }
    for (let i = 1; i < chars.length; i++) {
      const [before, at] = [chars[i - 1]!, chars[i]!];
      if (at.top > before.top + 2 && !/[\s-]/.test(before.char) && !/\s/.test(at.char)) {
        const all = chars.map((c) => c.char).join('');
        cuts.push(`${all.slice(Math.max(0, i - 12), i)}|${all.slice(i, i + 12)}`);
      }
    }
    return cuts;
  });

test('job card titles wrap between words at 375 px, hyphenated in Portuguese', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, 'student');
  const carousel = page.getByTestId('job-carousel');
  const titles = carousel.locator('article h3');
  await expect(titles.first()).toBeVisible();
  await shot(page, 'student-home-375');

  const count = await titles.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const title = titles.nth(i);
    expect(await wordsCutAcrossLines(title), await title.innerText()).toEqual([]);
    // A word wider than the card: hyphenated by the document's language, never cut anywhere.
    const style = await title.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        hyphens: computed.hyphens,
        overflowWrap: computed.overflowWrap,
        lang: element.closest('[lang]')?.getAttribute('lang'),
      };
    });
    expect(style).toEqual({ hyphens: 'auto', overflowWrap: 'break-word', lang: 'pt-BR' });
  }
});
