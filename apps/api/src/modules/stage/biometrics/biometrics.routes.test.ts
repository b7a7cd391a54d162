import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { PNG_1X1, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, admin: S, rep: S;

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
  ]);
});
afterAll(() => t.close());

type H = Record<string, string>;
const post = (payload: object, headers: H = student.headers) =>
  t.app.inject({ method: 'POST', url: '/api/stage/biometrics', headers, payload });
const list = (headers: H = student.headers, query = '') =>
  t.app.inject({ url: `/api/stage/biometrics${query}`, headers });
const photo = (headers: H = student.headers) => upload(t.app, headers, PNG_1X1, 'image/png');

describe('registering the five poses', () => {
  it('fills the poses in the spec order, then refuses a sixth', async () => {
    const first = await post({ file_key: await photo() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      user_id: student.user_id,
      pose: 'front',
      file_url: expect.stringContaining('/api/files/stage/'),
    });
    expect((await post({ file_key: await photo(), pose: 'up' })).json().pose).toBe('up');
    const taken = await post({ file_key: await photo(), pose: 'up' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].message).toBe(stageMessages.poseTaken);
    for (const pose of ['right', 'left', 'down'])
      expect((await post({ file_key: await photo() })).json().pose).toBe(pose);
    const sixth = await post({ file_key: await photo() });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().errors[0].message).toBe(stageMessages.biometricsFull);
    const mine = (await list()).json();
    expect(mine.data.map((b: { pose: string }) => b.pose)).toEqual(['front', 'right', 'left', 'up', 'down']);
    const image = await t.app.inject({ url: mine.data[0].file_url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('replaces and deletes a photo, removing the old file', async () => {
    const [front] = (await list()).json().data;
    const fresh = await photo();
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/biometrics/${front.id}`,
      headers: student.headers,
      payload: { file_key: fresh },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: front.id, pose: 'front', file_key: fresh });
    expect(
      (
        await t.app.inject({
          url: `/api/stage/s3/check-file?key=${encodeURIComponent(front.file_key)}`,
          headers: student.headers,
        })
      ).json().exists,
    ).toBe(false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stage/biometrics/${front.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(204);
    expect((await list()).json().data.map((b: { pose: string }) => b.pose)).toEqual(['right', 'left', 'up', 'down']);
    expect((await post({ file_key: await photo() })).json().pose).toBe('front');
  });
});

describe('what a photo may be', () => {
  it('refuses videos, missing files, reused keys and content that is not an image', async () => {
    const video = await upload(t.app, student2.headers, webm(500), 'video/webm');
    expect((await post({ file_key: video }, student2.headers)).statusCode).toBe(422);
    const ghost = `stage/${student2.user_id}/00000000-0000-0000-0000-000000000000.png`;
    expect((await post({ file_key: ghost }, student2.headers)).json().errors[0]).toMatchObject({
      field: 'file_key',
      message: stageMessages.fileNotFound,
    });
    expect((await post({ file_key: 'companies/logo.png' }, student2.headers)).statusCode).toBe(422);
    const key = await photo(student2.headers);
    expect((await post({ file_key: key }, student2.headers)).statusCode).toBe(201);
    expect((await post({ file_key: key }, student2.headers)).statusCode).toBe(422);
  });
});

describe('ownership', () => {
  it('keeps each student to their own photos; admins read; representatives are refused', async () => {
    const theirs = (await list(student2.headers)).json().data[0];
    expect((await list(student.headers, `?user_id=${student2.user_id}`)).statusCode).toBe(404);
    expect((await post({ user_id: student2.user_id, file_key: await photo() })).statusCode).toBe(404);
    const myPhoto = await photo();
    expect((await post({ file_key: myPhoto }, student2.headers)).statusCode).toBe(404);
    const steal = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/biometrics/${theirs.id}`,
      headers: student.headers,
      payload: { file_key: myPhoto },
    });
    expect(steal.statusCode).toBe(404);
    expect(steal.body).not.toContain(theirs.file_key);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stage/biometrics/${theirs.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(404);
    const forAdmin = (await list(admin.headers, `?user_id=${student2.user_id}`)).json();
    expect(forAdmin.data.map((b: { id: number }) => b.id)).toEqual([theirs.id]);
    expect((await post({ file_key: myPhoto }, admin.headers)).statusCode).toBe(403);
    expect((await list(rep.headers)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stage/biometrics/${theirs.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
  });
});
