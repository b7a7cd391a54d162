import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createAudition, PNG_1X1, registerFivePhotos, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof loginAs>>;
/** The student's own LGPD export and erasure, with the demo password. */
const exportOf = (s: Student) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/${s.student_id}/export`,
    headers: s.headers,
    payload: { password: 'Aluno@1234' },
  });
const eraseOf = (s: Student) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/${s.student_id}/data-deletion`,
    headers: s.headers,
    payload: { confirm: 'excluir', password: 'Aluno@1234' },
  });

it('adds the professional stage to the LGPD export and erases it with its files', async () => {
  const ana = await loginAs(t.app, 'student');
  await registerFivePhotos(t.app, ana.headers);
  const a = await createAudition(t.app, ana.headers, { activity_id: 71 });
  const frame = await upload(t.app, ana.headers, PNG_1X1, 'image/png');
  await t.app.inject({
    method: 'POST',
    url: '/api/stage/recognitions',
    headers: ana.headers,
    payload: { audition_id: a.id, file_key: frame, emotion: 'CALM', emotion_confidence: 80 },
  });
  const video = await upload(t.app, ana.headers, webm(1000), 'video/webm', a.id);
  const [item] = (await t.app.inject({ url: '/api/stage/items?activity_id=71', headers: ana.headers })).json().data;
  await t.app.inject({
    method: 'PUT',
    url: `/api/stage/check-items/${item.id}`,
    headers: ana.headers,
    payload: { checked: true },
  });

  const exported = (await exportOf(ana)).json();
  const stage = exported.other.professional_stage;
  expect(stage.auditions.map((x: { id: number; file_key: string }) => [x.id, x.file_key])).toEqual([[a.id, video]]);
  expect(stage.recognitions).toHaveLength(1);
  expect(stage.biometrics).toHaveLength(5);
  expect(stage.item_checks).toHaveLength(1);
  expect(stage.preferences).toEqual({ face_analysis: true, chosen_at: null });
  const keys = exported.files.map((f: { key: string }) => f.key);
  expect(keys).toEqual(expect.arrayContaining([video, frame]));
  expect(keys.filter((k: string) => k.startsWith('stage/'))).toHaveLength(7);

  const erased = await eraseOf(ana);
  expect(erased.statusCode, erased.body).toBe(200);
  expect(erased.json().removed.professional_stage).toBe(8);
  const admin = await loginAs(t.app, 'admin');
  expect(
    (
      await t.app.inject({ url: `/api/stage/s3/check-file?key=${encodeURIComponent(video)}`, headers: admin.headers })
    ).json().exists,
  ).toBe(false);
  expect(
    (
      await t.app.inject({ url: `/api/stage/s3/check-file?key=${encodeURIComponent(frame)}`, headers: admin.headers })
    ).json().exists,
  ).toBe(false);
  expect(
    (await t.app.inject({ url: `/api/stage/auditions?user_id=${ana.user_id}`, headers: admin.headers })).json().meta
      .total,
  ).toBe(0);
});

it('exports the choice to use the face analysis or not, and erases it', async () => {
  const student2 = await loginAs(t.app, 'student2');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/stage/preferences',
    headers: student2.headers,
    payload: { face_analysis: false },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const choice = (await exportOf(student2)).json().other.professional_stage.preferences;
  expect(choice.face_analysis).toBe(false);
  expect(Date.parse(choice.chosen_at)).not.toBeNaN();

  const erased = await eraseOf(student2);
  expect(erased.statusCode, erased.body).toBe(200);
  expect(erased.json().removed.professional_stage).toBe(1);
});
