// Hiring pipeline journeys' helpers (docs/decisions/011-hiring-pipeline.md): a fresh card on the
// board and the axe audit of a screen in both colour modes.
import { expect, type Page } from '@playwright/test';
import { apiToken, bearer } from './api-login.ts';
import { shot } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

/** Ana applies (through the API) to an open Acme job she has not applied to: a card in 'Recebida'. */
export const freshApplication = async (page: Page): Promise<{ id: number; jobId: number }> => {
  const rep = bearer(await apiToken(page.request, 'representative'));
  const student = bearer(await apiToken(page.request, 'student'));
  const jobs = (await (await page.request.get('/api/jobs?limit=100', { headers: rep })).json()) as {
    data: Array<{ id: number; status: number }>;
  };
  const mine = (await (await page.request.get('/api/applications?limit=100', { headers: student })).json()) as {
    data: Array<{ job_id: number }>;
  };
  const job = jobs.data.find((j) => j.status === 1 && !mine.data.some((a) => a.job_id === j.id));
  expect(job, 'an open Acme job Ana has not applied to').toBeDefined();
  const res = await page.request.post('/api/applications', {
    headers: student,
    data: { job_id: job!.id, ra: '2024001' },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, jobId: job!.id };
};

const BODY_BACKGROUND = { light: 'rgb(244, 246, 251)', dark: 'rgb(13, 19, 32)' } as const;

/**
 * axe in light and dark, each once the theme and every transition have landed; with `shotName`,
 * a screenshot of each mode for review (`<shotName>-light.png`, `-dark.png`).
 */
export const auditBothModes = async (page: Page, label: string, shotName?: string) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(BODY_BACKGROUND[colorScheme]);
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await expectNoSeriousA11yViolations(page, `${label}, ${colorScheme}`);
    if (shotName) await shot(page, `${shotName}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
};
