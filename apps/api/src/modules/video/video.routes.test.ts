import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { applyOnlyTo, createAudition, registerFivePhotos, upload, webm } from '../stage/stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student2: S, admin: S, rep: S, rep2: S, inactive: S, student: S;
let auditionId: number;
const video = webm(3000);

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin, rep, rep2, inactive] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
    loginAs(t.app, 'inactive'),
  ]);
  // RA 2024002 applied to a job of rep (Acme) and to none of rep2 (Gamma).
  await applyOnlyTo(t.database.db, '2024002', rep.user_id, rep2.user_id);
  await registerFivePhotos(t.app, student2.headers);
  auditionId = (await createAudition(t.app, student2.headers, { activity_id: 71 })).id;
  await upload(t.app, student2.headers, video, 'video/webm', auditionId);
});
afterAll(() => t.close());

const published = (ra: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/video/auditions/${ra}/published`, headers });

describe('the published video of a candidate', () => {
  it('is found only once the student publishes it', async () => {
    const before = await published('2024002', admin.headers);
    expect(before.statusCode).toBe(404);
    expect(before.json().errors[0].message).toBe(stageMessages.videoNotFound);
    expect(
      (await t.app.inject({ url: `/api/stage/auditions/${auditionId}/publish`, headers: student2.headers })).json()
        .published,
    ).toBe(true);
    const res = await published('2024002', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ra: '2024002',
      audition_id: auditionId,
      url: expect.stringContaining('/api/files/stage/'),
    });
    const file = await t.app.inject({ url: res.json().url });
    expect(file.rawPayload.equals(video)).toBe(true);
  });

  it('reaches representatives only for candidates to their own jobs', async () => {
    expect((await published('2024002', rep.headers)).statusCode).toBe(200);
    const other = await published('2024002', rep2.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('/api/files');
    expect((await published('2024002', inactive.headers)).statusCode).toBe(404);
    expect((await published('2024002', student.headers)).statusCode).toBe(403);
    expect((await published('2024002', student2.headers)).statusCode).toBe(403);
    expect((await published('2024002', {})).statusCode).toBe(401);
    expect((await published('9999999', rep.headers)).statusCode).toBe(404);
    expect((await published('9999999', admin.headers)).statusCode).toBe(404);
  });

  it('disappears when the student unpublishes or deletes it', async () => {
    await t.app.inject({ url: `/api/stage/auditions/${auditionId}/publish`, headers: student2.headers });
    expect((await published('2024002', rep.headers)).statusCode).toBe(404);
    await t.app.inject({ url: `/api/stage/auditions/${auditionId}/publish`, headers: student2.headers });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stage/auditions/${auditionId}`, headers: student2.headers }))
        .statusCode,
    ).toBe(204);
    expect((await published('2024002', admin.headers)).statusCode).toBe(404);
  });
});
