import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRANSCRIPT_SEGMENTS, stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { applyOnlyTo, createAudition, registerFivePhotos, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, admin: S, rep: S, rep2: S;
let id: number;
const segments = [
  { start_ms: 4200, end_ms: 7000, text: 'Trabalhei com <dados> & testes.' },
  { start_ms: 0, end_ms: 3500, text: 'Olá, meu nome é Ana.' },
];

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin, rep, rep2] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'rep2'),
  ]);
  // RA 2024001 applied to a job of rep (Acme) and to none of rep2 (Gamma).
  await applyOnlyTo(t.database.db, '2024001', rep.user_id, rep2.user_id);
  await registerFivePhotos(t.app, student.headers);
  id = (await createAudition(t.app, student.headers, { activity_id: 71 })).id;
});
afterAll(() => t.close());

const send = (auditionId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/stage/auditions/${auditionId}`, headers: student.headers, payload });
const captions = (headers: Record<string, string> = {}, auditionId = id) =>
  t.app.inject({ url: `/api/stage/auditions/${auditionId}/captions.vtt`, headers });

describe('timed transcript and captions', () => {
  it('accepts bounded, well-formed phrases only', async () => {
    const key = await upload(t.app, student.headers, webm(2000), 'video/webm');
    const backwards = await send(id, {
      file_key: key,
      transcript_segments: [{ start_ms: 900, end_ms: 100, text: 'x' }],
    });
    expect(backwards.statusCode).toBe(422);
    const many = Array.from({ length: MAX_TRANSCRIPT_SEGMENTS + 1 }, (_, i) => ({
      start_ms: i,
      end_ms: i + 1,
      text: 'a',
    }));
    expect((await send(id, { file_key: key, transcript_segments: many })).statusCode).toBe(422);
    const ok = await send(id, { file_key: key, transcript_segments: segments });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().has_captions).toBe(true);
  });

  it('answers WebVTT, in time order and escaped, to the student and administrators', async () => {
    const mine = await captions(student.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toMatch(/^text\/vtt/);
    expect(mine.body).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.500\nOlá, meu nome é Ana.\n\n' +
        '2\n00:00:04.200 --> 00:00:07.000\nTrabalhei com &lt;dados&gt; &amp; testes.\n',
    );
    expect((await captions(admin.headers)).body).toBe(mine.body);
  });

  it('is refused to anyone who may not watch the video', async () => {
    expect((await captions()).statusCode).toBe(401);
    expect((await captions(student2.headers)).statusCode).toBe(404);
    // A representative watches only a published video CV of a candidate to their jobs.
    expect((await captions(rep.headers)).statusCode).toBe(404);
    await t.app.inject({ url: `/api/stage/auditions/${id}/publish`, headers: student.headers });
    expect((await captions(rep.headers)).statusCode).toBe(200);
    expect((await captions(rep2.headers)).statusCode).toBe(404);
  });

  it('a recording without timed phrases has no captions', async () => {
    const other = await createAudition(t.app, student.headers, { activity_id: 71 });
    await send(other.id, {
      file_key: await upload(t.app, student.headers, webm(2000), 'video/webm'),
      transcript: 'Oi',
    });
    const none = await captions(student.headers, other.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].message).toBe(stageMessages.captionsNotFound);
  });
});
