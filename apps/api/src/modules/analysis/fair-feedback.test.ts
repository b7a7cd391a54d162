import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_VIDEO_CV, stagePreferenceMessages, type Audition, type GptResult } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../queue/test-database.ts';
import { createFaceDetector, type FakeFaces } from './fake-face-detector.ts';
import { getAudition, submitAudition } from './test-submission.ts';

const CV =
  'Olá, meu nome é Ana e sou estudante de Engenharia de Computação. Fiz estágio em uma empresa de software, ' +
  'onde desenvolvi testes automatizados e adorei trabalhar em equipe. Meu objetivo é crescer na carreira de ' +
  'qualidade de software, sempre feliz em aprender.';
/** The same words with their timing: a 6 s silence after the second phrase, 'né' once. */
const SEGMENTS = [
  { start_ms: 0, end_ms: 9000, text: 'Olá, meu nome é Ana e sou estudante de Engenharia de Computação.' },
  {
    start_ms: 9500,
    end_ms: 20_000,
    text: 'Fiz estágio em uma empresa de software, onde desenvolvi testes automatizados',
  },
  { start_ms: 26_000, end_ms: 40_000, text: 'e adorei trabalhar em equipe né. Meu objetivo é crescer na carreira' },
  { start_ms: 40_000, end_ms: 50_000, text: 'de qualidade de software, sempre feliz em aprender.' },
];

const faces = new Map<string, FakeFaces>();
let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let withFace: S, withoutFace: S;

beforeAll(async () => {
  t = await createTestApp(
    { ANALYSIS_RETRY_LIMIT: '0' },
    { queue: true, analysisProviders: { face: createFaceDetector(faces) } },
  );
  [withFace, withoutFace] = await Promise.all([loginAs(t.app, 'student'), loginAs(t.app, 'student2')]);
}, 180_000);
afterAll(() => t?.close());

const done = (s: S, id: number) =>
  waitFor(async () => {
    const a = await getAudition(t, s.headers, id);
    return a.analysis_state === 'DONE' || a.analysis_state === 'FAILED' ? a : null;
  }, 100_000);
const gpt = async (s: S, id: number) =>
  (await t.app.inject({ url: `/api/gpt/${id}`, headers: s.headers })).json() as GptResult;

describe('feedback without the face', { timeout: 150_000 }, () => {
  let on: Audition, off: Audition;

  beforeAll(async () => {
    // With face analysis: the camera saw someone else in every frame, so presence scores low.
    const sent = await submitAudition(t, faces, {
      headers: withFace.headers,
      userId: withFace.user_id,
      activityId: ACTIVITY_VIDEO_CV,
      transcript: CV,
      transcriptSegments: SEGMENTS,
      frames: [[{ person: 'bia', emotion: 'SAD' }], []],
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/stage/preferences',
      headers: withoutFace.headers,
      payload: { face_analysis: false },
    });
    const sentOff = await submitAudition(t, faces, {
      headers: withoutFace.headers,
      userId: withoutFace.user_id,
      activityId: ACTIVITY_VIDEO_CV,
      transcript: CV,
      transcriptSegments: SEGMENTS,
      frames: [],
      photos: false,
    });
    [on, off] = await Promise.all([done(withFace, sent.id), done(withoutFace, sentOff.id)]);
  }, 150_000);

  it('scores the other criteria, re-weighted, and never lower for the missing face', async () => {
    expect([on.analysis_state, off.analysis_state]).toEqual(['DONE', 'DONE']);
    const a = await gpt(withFace, on.id);
    const b = await gpt(withoutFace, off.id);
    expect(a.criteria.map((c) => c.key)).toEqual(['clarity', 'structure', 'positivity', 'presence']);
    expect(b.criteria.map((c) => c.key)).toEqual(['clarity', 'structure', 'positivity']);
    expect(b.face_analysis).toBe(false);
    expect(b.face).toBeNull();
    // The speech criteria are the same; the score is their plain mean, with no zero for the face.
    const speech = a.criteria.filter((c) => c.key !== 'presence');
    expect(b.criteria).toEqual(speech);
    expect(b.gpt_avg).toBe(Math.round(speech.reduce((n, c) => n + c.score, 0) / speech.length));
    expect(b.gpt_avg).toBeGreaterThanOrEqual(a.gpt_avg!);
    expect(b.notes).toContain(stagePreferenceMessages.faceNotUsedNote);
    expect(b.notes.join(' ')).not.toMatch(/quadro da câmera/);
  });

  it('measures speech delivery from the timed transcript', async () => {
    const d = (await gpt(withoutFace, off.id)).delivery!;
    expect(d.long_pauses).toEqual([{ start_ms: 20_000, duration_ms: 6000 }]);
    expect(d.fillers).toEqual([{ word: 'né', count: 1 }]);
    expect(d.markers.map((m) => m.kind)).toEqual(expect.arrayContaining(['pause', 'filler']));
    expect(d.pace_by_minute.length).toBeGreaterThan(0);
    expect((await getAudition(t, withoutFace.headers, off.id)).delivery).toEqual(d);
  });
});
