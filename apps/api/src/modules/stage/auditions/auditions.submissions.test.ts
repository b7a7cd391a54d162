import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditions } from '../../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createAudition, registerFivePhotos, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, admin: S;
const ids: Record<string, number> = {};

/** A video CV (71) or interview (72) sent by `who`, stamped as sent at `sentAt`. */
const sent = async (who: S, activityId: number, sentAt: string) => {
  const a = await createAudition(t.app, who.headers, {
    activity_id: activityId,
    ...(activityId === 72 && { job_id: openJob }),
  });
  const key = await upload(t.app, who.headers, webm(2000), 'video/webm');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/stage/auditions/${a.id}`,
    headers: who.headers,
    payload: { file_key: key, transcript: `Transcrição ${a.id}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.database.db
    .update(auditions)
    .set({ submitted_at: new Date(sentAt) })
    .where(eq(auditions.id, a.id));
  return a.id;
};
let openJob = 0;

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
  ]);
  const jobs = (await t.app.inject({ url: '/api/jobs?limit=100', headers: admin.headers })).json().data as Array<{
    id: number;
    status: number;
  }>;
  openJob = jobs.find((j) => j.status === 1)!.id;
  await registerFivePhotos(t.app, student.headers);
  await registerFivePhotos(t.app, student2.headers);
  // 23:30 in Brasília on 10 March is already 11 March in UTC: the day filter must say 10 March.
  ids.anaCv = await sent(student, 71, '2026-03-11T02:30:00Z');
  ids.anaInterview = await sent(student, 72, '2026-03-12T15:00:00Z');
  ids.brunoCv = await sent(student2, 71, '2026-03-15T12:00:00Z');
  ids.draft = (await createAudition(t.app, student2.headers, { activity_id: 71 })).id;
});
afterAll(() => t.close());

const list = async (query: string, who: S = admin) => {
  const res = await t.app.inject({
    url: `/api/stage/auditions?submitted=1&user=1&limit=100&${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { meta: { total: number }; data: Array<{ id: number; user: { ra: string } }> };
  expect(body.meta.total).toBe(body.data.length);
  return body.data.map((a) => a.id).sort((x, y) => x - y);
};
const sorted = (...xs: number[]) => xs.sort((x, y) => x - y);

describe("the admin's submissions list", () => {
  it('lists every student submission, sent ones only, with the RA', async () => {
    expect(await list('')).toEqual(sorted(ids.anaCv!, ids.anaInterview!, ids.brunoCv!));
    const all = await t.app.inject({ url: '/api/stage/auditions?limit=100', headers: admin.headers });
    expect(all.json().data.map((a: { id: number }) => a.id)).toContain(ids.draft);
    const one = await t.app.inject({
      url: `/api/stage/auditions?submitted=1&user=1&ra=2024002`,
      headers: admin.headers,
    });
    expect(one.json().data[0].user).toMatchObject({ ra: '2024002' });
  });

  it('filters by student name ignoring case and accents, RA start, activity and day', async () => {
    const names = (await t.app.inject({ url: '/api/users?role=3&limit=100', headers: admin.headers })).json()
      .data as Array<{
      name: string;
      student: { ra: string } | null;
    }>;
    const ana = names.find((u) => u.student?.ra === '2024001')!.name;
    const fragment = ana
      .split(' ')[0]!
      .toUpperCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    expect(await list(`student=${encodeURIComponent(fragment)}`)).toEqual(sorted(ids.anaCv!, ids.anaInterview!));
    expect(await list('ra=2024002')).toEqual([ids.brunoCv]);
    expect(await list('ra=20240')).toHaveLength(3);
    expect(await list('ra=%25')).toEqual([]);
    expect(await list('activity_id=72')).toEqual([ids.anaInterview]);
    expect(await list('from=2026-03-10&to=2026-03-10')).toEqual([ids.anaCv]);
    expect(await list('from=2026-03-11&to=2026-03-12')).toEqual([ids.anaInterview]);
    expect(await list('from=2026-03-13')).toEqual([ids.brunoCv]);
    expect(await list('to=2026-03-12&activity_id=71')).toEqual([ids.anaCv]);
  });

  it('refuses a bad day with 422, and keeps students to their own submissions whatever the filter', async () => {
    for (const q of ['from=2026-02-30', 'to=ontem', 'from=2026-3-1']) {
      const res = await t.app.inject({ url: `/api/stage/auditions?${q}`, headers: admin.headers });
      expect(res.statusCode, q).toBe(422);
    }
    expect(await list('ra=2024002', student)).toEqual([]);
    expect(await list('', student)).toEqual(sorted(ids.anaCv!, ids.anaInterview!));
  });
});
