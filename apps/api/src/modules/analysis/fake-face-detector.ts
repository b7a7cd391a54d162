import type { Emotion } from '@portal/contracts';
import type { FaceDetector } from './face-step.ts';

export type FakeFaces = Array<{ person: string; emotion: Emotion }>;

/**
 * A deterministic stand-in for face-api in tests: the faces of an image come from `byKey` (its
 * storage key), else from its bytes read as the JSON `{"faces":[{"person":"ana","emotion":"HAPPY"}]}`.
 * The same person scores 95, anyone else 20.
 */
export const createFaceDetector = (byKey?: Map<string, FakeFaces>): FaceDetector => ({
  matchThreshold: 80,
  async detect(image, key) {
    const faces = (key && byKey?.get(key)) || (JSON.parse(image.toString('utf8')) as { faces?: FakeFaces }).faces || [];
    return faces.map((f) => ({
      descriptor: [...f.person].map((c) => c.charCodeAt(0)),
      emotions: [
        { Type: f.emotion, Confidence: 90 },
        { Type: 'CALM', Confidence: 5 },
      ],
      confidence: 0.9,
    }));
  },
  similarity: (a, b) => (a.length === b.length && a.every((v, i) => v === b[i]) ? 95 : 20),
});

export const fakeImage = (faces: FakeFaces): Buffer => Buffer.from(JSON.stringify({ faces }));
