// axe-core (through @axe-core/playwright) on the page as it is now: WCAG 2.0/2.1/2.2 A and AA rules;
// a violation of impact 'serious' or 'critical' fails with a readable list (rule, targets, help).
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

// 'wcag22aa': NBR 17225 is WCAG 2.2 AA (docs/decisions/022-accessibility-and-fair-feedback.md).
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const BLOCKING = new Set(['serious', 'critical']);

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
  summary: string;
}

/**
 * AxeBuilder evaluates axe-core's 600 kB source in every frame on every `analyze()`, and by default
 * finishes each run in a new blank page: seconds per screen on a loaded 2-core machine. Instead the
 * source is loaded once per page as an init script (so every document the page opens has it) and
 * AxeBuilder runs in legacy mode (axe.run in the page; the app has no cross-origin frames) with a
 * no-op source.
 */
const preloaded = new WeakSet<Page>();
const preloadAxe = async (page: Page): Promise<void> => {
  if (preloaded.has(page)) return;
  preloaded.add(page);
  await page.addInitScript({ content: axe.source });
  await page.evaluate(axe.source);
};
const ALREADY_LOADED = 'void 0';

export interface A11yScope {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Leave this part out (a CSS selector). */
  exclude?: string;
  /** Only these rules (default: every WCAG 2.0/2.1/2.2 A and AA rule). */
  rules?: string[];
}

/** Rules whose outcome depends on colours: enough for a second colour mode of the same screen. */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations axe finds on the page now. */
export const seriousA11yViolations = async (
  page: Page,
  { include, exclude, rules }: A11yScope = {},
): Promise<A11yViolation[]> => {
  await preloadAxe(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Only violations carry node details (passes and incomplete results would be serialised too).
  let builder = new AxeBuilder({ page, axeSource: ALREADY_LOADED })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  builder = rules ? builder.withRules(rules) : builder.withTags([...A11Y_TAGS]);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
};

/** One line per rule: `[impact] rule: help (n nodes)` and its first target selectors. */
export const formatA11yViolations = (violations: A11yViolation[]): string =>
  violations
    .map((v) => {
      const targets = v.targets
        .slice(0, 5)
        .map((t) => `      - ${t}`)
        .join('\n');
      const more = v.targets.length > 5 ? `\n      … and ${v.targets.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.targets.length} node(s))\n    ${v.summary}\n${targets}${more}`;
    })
    .join('\n');

/**
 * Fails (softly, so one run lists every screen's problems) when axe finds a serious or critical
 * WCAG 2.x A/AA violation on the page. `label` names the screen in the failure.
 */
export const expectNoSeriousA11yViolations = async (
  page: Page,
  label: string,
  scope: A11yScope = {},
): Promise<void> => {
  const violations = await seriousA11yViolations(page, scope);
  expect.soft(violations, `axe on "${label}":\n${formatA11yViolations(violations)}`).toEqual([]);
};
