import { describe, expect, it } from 'vitest';
import type { FaceAnalyser } from '../../providers/face/face.ts';
import { analyseFaces, faceDetectorFrom, FRAME_FEEDBACK, summariseFaces } from './face-step.ts';
import { createFaceDetector, fakeImage } from './fake-face-detector.ts';

const ana = (emotion: 'HAPPY' | 'SAD' | 'CALM' = 'CALM') => fakeImage([{ person: 'ana', emotion }]);
const frame = (id: number, image: Buffer | null) => ({ id, key: `stage/1/f${id}.jpg`, image });
const job = {
  registered: [
    { key: 'stage/1/p1.jpg', image: ana() },
    { key: 'stage/1/p2.jpg', image: ana() },
    { key: 'stage/1/p3.jpg', image: fakeImage([]) },
  ],
  frames: [
    frame(1, ana('HAPPY')),
    frame(2, fakeImage([])),
    frame(3, fakeImage([{ person: 'bia', emotion: 'SAD' }])),
    frame(
      4,
      fakeImage([
        { person: 'bia', emotion: 'SAD' },
        { person: 'ana', emotion: 'CALM' },
      ]),
    ),
    frame(5, null),
  ],
};

describe('face step', () => {
  it('scores every frame against the registered photos and flags frames without the registered face', async () => {
    const r = await analyseFaces(createFaceDetector(), job);
    expect(r.registeredFaces).toBe(2);
    expect(r.frames).toEqual([
      {
        id: 1,
        similarity: 95,
        emotion: 'HAPPY',
        emotion_confidence: 90,
        flagged: false,
        feedback: FRAME_FEEDBACK.match,
      },
      {
        id: 2,
        similarity: null,
        emotion: 'UNKNOWN',
        emotion_confidence: 0,
        flagged: true,
        feedback: FRAME_FEEDBACK.noFace,
      },
      { id: 3, similarity: 20, emotion: 'SAD', emotion_confidence: 90, flagged: true, feedback: FRAME_FEEDBACK.other },
      // With two people in the frame, the registered one counts, with their own emotion.
      {
        id: 4,
        similarity: 95,
        emotion: 'CALM',
        emotion_confidence: 90,
        flagged: false,
        feedback: FRAME_FEEDBACK.match,
      },
      {
        id: 5,
        similarity: null,
        emotion: 'UNKNOWN',
        emotion_confidence: 0,
        flagged: true,
        feedback: FRAME_FEEDBACK.unreadable,
      },
    ]);
    const s = summariseFaces(r.frames);
    expect(s).toMatchObject({
      frames: 5,
      matched: 2,
      flagged: 3,
      dominant_emotion: 'HAPPY',
      dominant_emotion_confidence: 90,
    });
    expect(s.per_frame[0]).not.toHaveProperty('feedback');
  });

  it('without a registered face nothing matches, and every frame says why', async () => {
    const r = await analyseFaces(createFaceDetector(), { registered: [], frames: [frame(1, ana())] });
    expect(r.frames[0]).toMatchObject({
      similarity: null,
      flagged: true,
      feedback: FRAME_FEEDBACK.noRegistered,
      emotion: 'CALM',
    });
  });

  it("uses the stage's face analyser with its cache keys and its similarity scale", async () => {
    const keys: Array<string | undefined> = [];
    const face = (d: number[]) => ({
      box: { Left: 0, Top: 0, Width: 1, Height: 1 },
      confidence: 99,
      descriptor: d,
      emotions: [{ Type: 'HAPPY' as const, Confidence: 80 }],
    });
    const stub = {
      analyse: async (_img: Buffer, key?: string) => (
        keys.push(key),
        { faces: [face(key?.includes('p') ? [0, 0] : [0.3, 0])] }
      ),
    } as unknown as FaceAnalyser;
    const r = await analyseFaces(faceDetectorFrom(stub), {
      registered: [{ key: 'stage/1/p.jpg', image: Buffer.from('x') }],
      frames: [frame(9, Buffer.from('y'))],
    });
    expect(keys).toEqual(['stage/1/p.jpg', 'stage/1/f9.jpg']);
    // Distance 0.3 is the same person on face.ts's curve (about 98).
    expect(r.frames[0]!.similarity).toBeGreaterThan(90);
    expect(r.frames[0]!.flagged).toBe(false);
  });
});
