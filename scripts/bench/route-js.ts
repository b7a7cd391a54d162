// What a browser really downloads to show a route: every script Chromium fetches until the page
// is idle, gzip-compressed as the server would send it. Complements initialJsKb (index.html only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Gzip KB and number of the JS files a signed-out visit of each path loads, read from the build in `dist`. */
export const routeJsKb = async (
  baseUrl: string,
  dist: string,
  paths: string[],
): Promise<Record<string, { kb: number; files: number }>> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const result: Record<string, { kb: number; files: number }> = {};
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const bytes = [...scripts].reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0);
      result[path] = { kb: Math.round((bytes / 1024) * 10) / 10, files: scripts.size };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return result;
};
