import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createAudition, PNG_1X1, registerFivePhotos, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, admin: S, rep: S;
let openJob: number, closedJob: number;

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
  ]);
  const jobs = (await t.app.inject({ url: '/api/jobs?limit=100', headers: admin.headers })).json().data as Array<{
    id: number;
    status: number;
  }>;
  openJob = jobs.find((j) => j.status === 1)!.id;
  closedJob =
    jobs.find((j) => j.status === 2)?.id ??
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/jobs/${jobs[1]!.id}`,
        headers: admin.headers,
        payload: { status: 2 },
      })
    ).json().id;
  await registerFivePhotos(t.app, student.headers);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('creating a submission', () => {
  it('creates a video CV and an interview for an open job, with a fresh code', async () => {
    const cv = await createAudition(t.app, student.headers, { activity_id: 71 });
    expect(cv).toMatchObject({
      user_id: student.user_id,
      activity_id: 71,
      job_id: null,
      published: false,
      file_key: null,
      analysis_state: null,
      activity: { id: 71, title: 'Videocurrículo' },
    });
    expect(cv.code).toMatch(/^[0-9a-f-]{36}$/);
    const interview = await createAudition(t.app, student.headers, { activity_id: 72, job_id: openJob });
    expect(interview).toMatchObject({
      activity_id: 72,
      job_id: openJob,
      job: { id: openJob, title: expect.any(String), company: expect.any(String) },
    });
    expect(interview.code).not.toBe(cv.code);
  });

  it('refuses an unknown activity, a missing or closed job and a forged user_id', async () => {
    const post = (payload: object, headers: Record<string, string> = student.headers) =>
      t.app.inject({ method: 'POST', url: '/api/stage/auditions', headers, payload });
    const unknown = await post({ activity_id: 99 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe(stageMessages.activityNotFound);
    for (const job of [undefined, 0, closedJob, 999_999]) {
      const res = await post({ activity_id: 72, job_id: job });
      expect(res.statusCode, `job ${job}`).toBe(422);
      if (job !== 0) expect(res.json().errors[0]).toMatchObject({ field: 'job_id', message: stageMessages.invalidJob });
    }
    const forged = await post({ activity_id: 71, user_id: student2.user_id });
    expect(forged.statusCode).toBe(404);
    expect((await post({ activity_id: 71 }, admin.headers)).statusCode).toBe(403);
    expect((await post({ activity_id: 71 }, rep.headers)).statusCode).toBe(403);
    expect((await post({ activity_id: 71 }, {})).statusCode).toBe(401);
  });
});

describe('submitting, listing and reading', () => {
  it('stores the video once, with the browser transcript, and lists only the student own', async () => {
    const a = await createAudition(t.app, student.headers, { activity_id: 71 });
    const key = await upload(t.app, student.headers, webm(2000), 'video/webm');
    const put = (payload: object, headers = student.headers, id = a.id) =>
      t.app.inject({ method: 'PUT', url: `/api/stage/auditions/${id}`, headers, payload });
    const done = await put({ file_key: key, transcript: 'Olá, meu nome é Ana.' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      file_key: key,
      analysis_state: 'IDLE',
      transcription: [{ transcription: null }],
    });
    expect((await put({ file_key: key })).statusCode).toBe(200);
    const other = await upload(t.app, student.headers, webm(2000), 'video/webm');
    expect((await put({ file_key: other })).json().errors[0].message).toBe(stageMessages.alreadySubmitted);

    const list = (
      await get('/api/stage/auditions?activity_id=71&recognition=1&transcription=1&user=1', student.headers)
    ).json();
    expect(
      list.data.every(
        (x: { user_id: number; activity_id: number }) => x.user_id === student.user_id && x.activity_id === 71,
      ),
    ).toBe(true);
    expect(list.data[0]).toMatchObject({ id: a.id, user: { id: student.user_id, ra: '2024001' }, recognition: [] });
    expect((await get(`/api/stage/auditions?code=${a.code}`, student.headers)).json().meta.total).toBe(1);
    const admins = (await get(`/api/stage/auditions/${a.id}`, admin.headers)).json();
    expect(admins.transcription[0].transcription).toBe('Olá, meu nome é Ana.');
  });

  it('refuses other students keys and auditions, and a video without the five photos', async () => {
    const mine = await createAudition(t.app, student.headers, { activity_id: 71 });
    const theirKey = await upload(t.app, student2.headers, webm(1000), 'video/webm');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${mine.id}`,
      headers: student.headers,
      payload: { file_key: theirKey },
    });
    expect(res.statusCode).toBe(404);
    const image = await upload(t.app, student.headers, PNG_1X1, 'image/png');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/stage/auditions/${mine.id}`,
          headers: student.headers,
          payload: { file_key: image },
        })
      ).statusCode,
    ).toBe(422);
    const ghost = `stage/${student.user_id}/00000000-0000-0000-0000-000000000000.webm`;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/stage/auditions/${mine.id}`,
          headers: student.headers,
          payload: { file_key: ghost },
        })
      ).json().errors[0].message,
    ).toBe(stageMessages.fileNotFound);

    const theirs = await createAudition(t.app, student2.headers, { activity_id: 71 });
    const noPhotos = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${theirs.id}`,
      headers: student2.headers,
      payload: { file_key: theirKey },
    });
    expect(noPhotos.statusCode).toBe(409);
    expect(noPhotos.json().errors[0].message).toBe(stageMessages.biometricsRequired);
    for (const [method, url] of [
      ['GET', `/api/stage/auditions/${theirs.id}`],
      ['GET', `/api/stage/auditions/${theirs.id}/check`],
      ['GET', `/api/stage/auditions/${theirs.id}/publish`],
      ['DELETE', `/api/stage/auditions/${theirs.id}`],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: student.headers });
      expect(r.statusCode, url).toBe(404);
      expect(r.body).not.toContain(theirs.code);
    }
    const forged = await get(`/api/stage/auditions?user_id=${student2.user_id}`, student.headers);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain(theirs.code);
    expect(
      (await get(`/api/stage/auditions?user_id=${student2.user_id}`, admin.headers))
        .json()
        .data.map((x: { id: number }) => x.id),
    ).toContain(theirs.id);
    expect((await get('/api/stage/auditions', rep.headers)).statusCode).toBe(403);
    expect((await get('/api/stage/auditions', {})).statusCode).toBe(401);
  });
});

describe('publishing, checking and deleting', () => {
  it('toggles publication of a submitted video CV, one published at a time', async () => {
    const draft = await createAudition(t.app, student.headers, { activity_id: 71 });
    const unsent = await get(`/api/stage/auditions/${draft.id}/publish`, student.headers);
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json().errors[0].message).toBe(stageMessages.videoRequired);
    const check = await get(`/api/stage/auditions/${draft.id}/check`, student.headers);
    expect(check.statusCode).toBe(404);
    expect(check.json().errors[0].message).toBe(stageMessages.feedbackUnavailable);

    const submit = async (activity: number, job?: number) => {
      const a = await createAudition(t.app, student.headers, { activity_id: activity, job_id: job });
      await upload(t.app, student.headers, webm(1500), 'video/webm', a.id);
      return a;
    };
    const first = await submit(71);
    const second = await submit(71);
    expect((await get(`/api/stage/auditions/${first.id}/publish`, student.headers)).json().published).toBe(true);
    expect((await get(`/api/stage/auditions/${second.id}/publish`, student.headers)).json().published).toBe(true);
    expect((await get(`/api/stage/auditions/${first.id}`, student.headers)).json().published).toBe(false);
    expect((await get(`/api/stage/auditions/${second.id}/publish`, student.headers)).json().published).toBe(false);
    // No HEAD twin: a link checker's HEAD toggles nothing.
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/stage/auditions/${first.id}/publish`,
      headers: student.headers,
    });
    expect(head.statusCode).toBe(404);
    expect((await get(`/api/stage/auditions/${first.id}`, student.headers)).json().published).toBe(false);
    const interview = await submit(72, openJob);
    expect((await get(`/api/stage/auditions/${interview.id}/publish`, student.headers)).json().errors[0].message).toBe(
      stageMessages.onlyVideoCv,
    );
    expect((await get(`/api/stage/auditions/${first.id}/publish`, admin.headers)).statusCode).toBe(403);

    const ok = (await get(`/api/stage/auditions/${first.id}/check`, student.headers)).json();
    expect(ok).toMatchObject({
      exists: true,
      analysis_state: 'IDLE',
      file_url: expect.stringContaining('/api/files/stage/'),
    });
    expect((await get(`/api/stage/auditions/${first.id}/check`, admin.headers)).statusCode).toBe(200);
  });

  it('deletes a submission with its frames and files', async () => {
    const a = await createAudition(t.app, student.headers, { activity_id: 71 });
    const frame = await upload(t.app, student.headers, PNG_1X1, 'image/png');
    const rec = await t.app.inject({
      method: 'POST',
      url: '/api/stage/recognitions',
      headers: student.headers,
      payload: { audition_id: a.id, file_key: frame, similarity: 91.5, emotion: 'HAPPY', emotion_confidence: 97.25 },
    });
    expect(rec.statusCode).toBe(201);
    await upload(t.app, student.headers, webm(1500), 'video/webm', a.id);
    const detail = (await get(`/api/stage/auditions/${a.id}`, student.headers)).json();
    expect(detail.recognition).toEqual([
      expect.objectContaining({ file_key: frame, similarity: 91.5, emotion: 'HAPPY', emotion_confidence: 97.25 }),
    ]);
    const videoUrl = detail.file_url;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stage/auditions/${a.id}`, headers: student2.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stage/auditions/${a.id}`, headers: student.headers }))
        .statusCode,
    ).toBe(204);
    expect((await get(`/api/stage/auditions/${a.id}`, student.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ url: videoUrl })).statusCode).toBe(404);
    expect(
      (await get(`/api/stage/s3/check-file?key=${encodeURIComponent(frame)}`, student.headers)).json().exists,
    ).toBe(false);
  });
});

describe('recognitions', () => {
  it('records frames of the student own audition only, with the spec emotion labels', async () => {
    const a = await createAudition(t.app, student.headers, { activity_id: 71 });
    const frame = await upload(t.app, student.headers, PNG_1X1, 'image/png');
    const post = (payload: object, headers = student.headers) =>
      t.app.inject({ method: 'POST', url: '/api/stage/recognitions', headers, payload });
    expect((await post({ audition_id: a.id, file_key: frame, emotion: 'UNKNOWN', similarity: null })).statusCode).toBe(
      201,
    );
    expect((await post({ audition_id: a.id, file_key: frame, emotion: 'JOY' })).statusCode).toBe(422);
    expect((await post({ audition_id: a.id, file_key: frame, emotion: 'CALM', similarity: 101 })).statusCode).toBe(422);
    expect((await post({ audition_id: a.id, file_key: frame, emotion: 'CALM' }, student2.headers)).statusCode).toBe(
      404,
    );
    const theirFrame = await upload(t.app, student2.headers, PNG_1X1, 'image/png');
    expect((await post({ audition_id: a.id, file_key: theirFrame, emotion: 'CALM' })).statusCode).toBe(404);
    expect((await post({ audition_id: a.id, file_key: frame, emotion: 'CALM' }, admin.headers)).statusCode).toBe(403);
  });
});
