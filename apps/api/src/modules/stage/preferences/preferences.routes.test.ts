import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createAudition, upload, webm } from '../stage.test-helpers.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S;
beforeAll(async () => {
  t = await createTestApp();
  [student, student2] = await Promise.all([loginAs(t.app, 'student'), loginAs(t.app, 'student2')]);
});
afterAll(() => t.close());

const prefs = (headers: Record<string, string>, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ url: '/api/stage/preferences', headers })
    : t.app.inject({ method: 'PUT', url: '/api/stage/preferences', headers, payload });

describe('the face-analysis choice (GET/PUT /api/stage/preferences)', () => {
  it('is on until the student turns it off, and is each student’s own', async () => {
    expect((await prefs(student.headers)).json()).toEqual({ face_analysis: true });
    const off = await prefs(student.headers, { face_analysis: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ face_analysis: false });
    expect((await prefs(student.headers)).json()).toEqual({ face_analysis: false });
    expect((await prefs(student2.headers)).json()).toEqual({ face_analysis: true });
    const bad = await prefs(student.headers, { face_analysis: 'talvez' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('face_analysis');
  });

  it('without it: no photos needed to send a recording, and no frame is accepted', async () => {
    // student2 has no photos: with face analysis on, sending is refused, as before.
    const a = await createAudition(t.app, student2.headers, { activity_id: 71 });
    const key = await upload(t.app, student2.headers, webm(2000), 'video/webm');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${a.id}`,
      headers: student2.headers,
      payload: { file_key: key },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(stageMessages.biometricsRequired);

    await prefs(student2.headers, { face_analysis: false });
    const frame = await t.app.inject({
      method: 'POST',
      url: '/api/stage/recognitions',
      headers: student2.headers,
      payload: { audition_id: a.id, file_key: `stage/${student2.user_id}/00000000-0000-4000-8000-000000000000.png` },
    });
    expect(frame.statusCode).toBe(409);
    expect(frame.json().errors[0].message).toBe(stageMessages.faceAnalysisOff);
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${a.id}`,
      headers: student2.headers,
      payload: { file_key: key, transcript: 'Olá' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ face_analysis: false, analysis_state: 'IDLE', has_captions: false });
  });
});
