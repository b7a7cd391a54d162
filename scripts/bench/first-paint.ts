// First paint of a page of the built web app in Chromium, as a user with a stored session sees it:
// milliseconds from navigation start until a predicate on the page holds, the first load with a
// cold cache, then warm ones in the same browser profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { stats } from './timing.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu'];
const contextOptions = { viewport: { width: 1280, height: 800 }, locale: 'pt-BR', bypassCSP: true };

export interface PaintTimes {
  cold: number;
  warmMedian: number;
  warmMax: number;
  warm: number;
  /** JavaScript files the last load asked for (from the cache on a warm load). */
  scripts: number;
}

/**
 * Where the loads run. 'profile': a browser profile on disk, as a returning user's browser: its
 * warm loads have the HTTP cache and V8's code cache, the compiled scripts Chromium keeps beside
 * it. 'private': a private window's profile, kept in memory, whose warm loads have the HTTP cache
 * only: Chromium keeps no code cache there, so every load compiles the scripts again
 * (docs/decisions/013-indicators.md).
 */
export type PaintProfile = 'profile' | 'private';

const openContext = async (profile: PaintProfile): Promise<{ context: BrowserContext; close: () => Promise<void> }> => {
  if (profile === 'private') {
    const browser = await chromium.launch({ executablePath: chromiumPath, args });
    return { context: await browser.newContext(contextOptions), close: () => browser.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...contextOptions,
    executablePath: chromiumPath,
    args,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * `ready` is a browser expression (a string: this script is type-checked without the DOM library)
 * that is true once the page shows what it is measured by; `session` is the login response's body.
 */
export const firstPaint = async (
  baseUrl: string,
  session: string,
  path: string,
  ready: string,
  profile: PaintProfile = 'profile',
  loads = 6,
): Promise<PaintTimes> => {
  const { context, close } = await openContext(profile);
  try {
    // The app's CSP forbids eval, which a string predicate needs; the page itself is unchanged.
    await context.addInitScript({ content: `window.localStorage.setItem('session', ${JSON.stringify(session)})` });
    const times: number[] = [];
    let scripts = 0;
    for (let i = 0; i < loads; i++) {
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.endsWith('.js')) files.add(url.pathname);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      // Checked on every animation frame: a coarser poll would add its interval to the figure.
      const done = await page.waitForFunction(`(() => (${ready}) ? performance.now() : false)()`, null, {
        timeout: 30_000,
        polling: 'raf',
      });
      times.push(Number(await done.jsonValue()));
      scripts = files.size;
      await page.close();
    }
    const [cold, ...warm] = times;
    const w = stats(warm);
    return { cold: cold ?? 0, warmMedian: w.p50, warmMax: w.max, warm: warm.length, scripts };
  } finally {
    await close();
  }
};

/** 'PASS' or 'FAIL' of a figure against its target, for the bench's TARGET lines. */
export const verdict = (value: number, limit: number): string => (value < limit ? 'PASS' : 'FAIL');
