import type { Emotion, FaceSummary } from '@portal/contracts';
import { euclidean, similarityFromDistance, type FaceAnalyser } from '../../providers/face/face.ts';

/** What the analysis needs of the face analyser: faces with descriptors and emotions. */
export interface FaceDetector {
  /** `cacheKey` names immutable bytes (a storage key), so a photo is analysed once. */
  detect(
    image: Buffer,
    cacheKey?: string,
  ): Promise<
    Array<{ descriptor: number[]; emotions: Array<{ Type: Emotion; Confidence: number }>; confidence: number }>
  >;
  /** 0-100. */
  similarity(a: number[], b: number[]): number;
  /** Similarity from which two faces are the same person. */
  matchThreshold: number;
}

/** The stage's face analyser (face-api on its worker thread): one analyser for the whole server. */
export const faceDetectorFrom = (analyser: FaceAnalyser, matchThreshold = 80): FaceDetector => ({
  matchThreshold,
  detect: async (image, cacheKey) => (await analyser.analyse(image, cacheKey)).faces,
  similarity: (a, b) => similarityFromDistance(euclidean(a, b)),
});

export interface FaceJob {
  /** The registered photos (biometrics). */
  registered: Array<{ key: string; image: Buffer | null }>;
  /** The frames captured while recording (recognitions). */
  frames: Array<{ id: number; key: string; image: Buffer | null }>;
}

export type FrameResult = FaceSummary['per_frame'][number] & { feedback: string };

export interface FaceJobResult {
  frames: FrameResult[];
  registeredFaces: number;
  msPerImage: number;
}

export const FRAME_FEEDBACK = {
  match: 'Rosto reconhecido',
  noFace: 'Nenhum rosto encontrado no quadro',
  other: 'O rosto do quadro não corresponde às fotos cadastradas',
  unreadable: 'Quadro ilegível ou ausente',
  noRegistered: 'Sem fotos de biometria com rosto para comparar',
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each frame against every registered photo: the best similarity of any face in the frame, the
 * emotion of that face, and a flag when the registered face is not there.
 */
export const analyseFaces = async (detector: FaceDetector, job: FaceJob): Promise<FaceJobResult> => {
  const started = performance.now();
  let images = 0;
  // One image at a time: live face comparisons of students who are recording wait at most one.
  const detect = async (image: Buffer, key: string) => {
    images++;
    return detector.detect(image, key).catch(() => null);
  };
  const registered: number[][] = [];
  for (const photo of job.registered) {
    const faces = photo.image ? await detect(photo.image, photo.key) : null;
    const best = faces?.sort((a, b) => b.confidence - a.confidence)[0];
    if (best) registered.push(best.descriptor);
  }
  const frames: FrameResult[] = [];
  for (const frame of job.frames) {
    const faces = frame.image ? await detect(frame.image, frame.key) : null;
    if (!faces || faces.length === 0) {
      const feedback = faces === null ? FRAME_FEEDBACK.unreadable : FRAME_FEEDBACK.noFace;
      frames.push({
        id: frame.id,
        similarity: null,
        emotion: 'UNKNOWN',
        emotion_confidence: 0,
        flagged: true,
        feedback,
      });
      continue;
    }
    const scored = faces.map((f) => ({
      f,
      similarity: registered.length ? Math.max(...registered.map((r) => detector.similarity(f.descriptor, r))) : 0,
    }));
    const { f, similarity } = scored.sort((a, b) => b.similarity - a.similarity || b.f.confidence - a.f.confidence)[0]!;
    const top = [...f.emotions].sort((a, b) => b.Confidence - a.Confidence)[0] ?? {
      Type: 'UNKNOWN' as const,
      Confidence: 0,
    };
    const matched = registered.length > 0 && similarity >= detector.matchThreshold;
    frames.push({
      id: frame.id,
      similarity: registered.length ? round2(similarity) : null,
      emotion: top.Type,
      emotion_confidence: round2(top.Confidence),
      flagged: !matched,
      feedback: matched ? FRAME_FEEDBACK.match : registered.length ? FRAME_FEEDBACK.other : FRAME_FEEDBACK.noRegistered,
    });
  }
  return {
    frames,
    registeredFaces: registered.length,
    msPerImage: images ? Math.round((performance.now() - started) / images) : 0,
  };
};

/** The summary stored with the audition: counts and the dominant emotion (highest confidence). */
export const summariseFaces = (frames: FrameResult[]): FaceSummary => {
  const matched = frames.filter((f) => !f.flagged);
  // docs/spec/05-validation.md#professional-stage: the dominant emotion is the recognition entry with the highest confidence.
  const dominant = [...matched].sort((a, b) => b.emotion_confidence - a.emotion_confidence)[0] ?? null;
  return {
    frames: frames.length,
    matched: matched.length,
    flagged: frames.length - matched.length,
    dominant_emotion: dominant?.emotion ?? null,
    dominant_emotion_confidence: dominant?.emotion_confidence ?? null,
    per_frame: frames.map(({ feedback: _feedback, ...f }) => f),
  };
};
