import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobAlerts, jobs } from '../../db/schema/index.ts';
import { createClock } from '../../lib/clock.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { insertSearchFixtures, SEARCH_CASES } from '../student-jobs/search-cases.ts';
import { alertMatch } from '../student-jobs/student-jobs.sql.ts';
import { createAlertMatchingRepository } from './job-alerts.matching.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S;
let ids: Record<string, number>;
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  student = await loginAs(t.app, 'student');
  ids = await insertSearchFixtures(t);
  // A job past its closing date (still status open): the search hides it, so must an alert.
  await t.database.db.update(jobs).set({ closes_at: '2020-01-01' }).where(eq(jobs.id, ids.analise!));
});
afterAll(() => t.close());

/**
 * Every job the search lists for the criteria with every word (all pages; the jobs with only some
 * of the words come after `meta.all_words` of them, docs/decisions/020-search-relevance.md), less
 * those the student applied to.
 */
const searchIds = async (q: Record<string, string>): Promise<number[]> => {
  const out: Array<{ id: number; application_id: number | null }> = [];
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ ...q, page: String(page), limit: '50' }).toString();
    const body = (await t.app.inject({ url: `/api/jobs-for-student?${qs}`, headers: student.headers })).json();
    out.push(...body.data);
    if (page >= body.meta.last_page)
      return out
        .slice(0, body.meta.all_words ?? out.length)
        .filter((j) => j.application_id === null)
        .map((j) => j.id)
        .sort((a, b) => a - b);
  }
};

/** What one alert with these criteria matches, through the matching statement over every job. */
const alertIds = async (q: Record<string, string>): Promise<number[]> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job-alerts',
    headers: student.headers,
    payload: { name: 'Caso', ...q, frequency: 'daily' },
  });
  expect(res.statusCode, JSON.stringify(q)).toBe(201);
  const id = res.json().id as number;
  await t.database.db.update(jobAlerts).set({ created_at: LONG_AGO }).where(eq(jobAlerts.id, id));
  const found = await createAlertMatchingRepository(t.database.db, t.database.run, alertMatch).match({
    today: createClock().today(),
    frequencies: ['daily'],
    since: LONG_AGO,
  });
  await t.app.inject({ method: 'DELETE', url: `/api/job-alerts/${id}`, headers: student.headers });
  expect(found.every((f) => f.alert_id === id)).toBe(true);
  return found.map((f) => f.job_id).sort((a, b) => a - b);
};

describe('alert matching uses the student search semantics', () => {
  it('finds, for every case of the search tests, exactly the jobs the search lists', async () => {
    for (const q of SEARCH_CASES) {
      const expected = await searchIds(q as Record<string, string>);
      expect(await alertIds(q as Record<string, string>), JSON.stringify(q)).toEqual(expected);
    }
  });

  it('leaves out closed jobs, jobs past their date and jobs the student applied to', async () => {
    const tocantins = await alertIds({ state: 'TO' });
    expect(tocantins).toContain(ids.web);
    expect(tocantins).not.toContain(ids.closed);
    expect(tocantins).not.toContain(ids.analise);
    await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: student.headers,
      payload: { job_id: ids.web, ra: '2024001' },
    });
    expect(await alertIds({ state: 'TO' })).not.toContain(ids.web);
    // The substring tier ('script' inside 'JavaScript') is reached as the search reaches it.
    expect(await alertIds({ title: 'script', state: 'TO' })).toEqual([ids.js]);
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(jobAlerts);
    expect(n!.n).toBe(0);
  });
});
