import type { Emotion, FaceCompare } from '@portal/contracts';

/** A box as fractions of the image's width and height (the face-comparison service's shape). */
export interface BoundingBox {
  Left: number;
  Top: number;
  Width: number;
  Height: number;
}

export interface DetectedFace {
  box: BoundingBox;
  /** Detection confidence, 0-100. */
  confidence: number;
  /** The 128-number face-api descriptor. */
  descriptor: number[];
  /** Seed emotion labels with confidence 0-100, highest first. */
  emotions: Array<{ Type: Emotion; Confidence: number }>;
}

export interface FaceAnalysis {
  faces: DetectedFace[];
}

/** Face comparison and emotions, shared by the stage routes and the analysis pipeline. */
export interface FaceAnalyser {
  /** Detects the faces of an encoded image (png, jpg, webp). `cacheKey` names immutable bytes. */
  analyse(image: Buffer, cacheKey?: string): Promise<FaceAnalysis>;
  /** Source is the registered photo, target the captured frame. */
  compare(source: FaceAnalysis, target: FaceAnalysis, threshold?: number): FaceCompare;
  /** Loads the models now instead of on the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export class FaceImageError extends Error {}

/** face-api expression names mapped to the emotion labels (docs/spec/09-constants.md#analysis-labels). */
const EXPRESSION_TO_EMOTION: Record<string, Emotion> = {
  neutral: 'CALM',
  happy: 'HAPPY',
  sad: 'SAD',
  angry: 'ANGRY',
  fearful: 'FEAR',
  disgusted: 'DISGUSTED',
  surprised: 'SURPRISED',
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export const toEmotions = (expressions: Record<string, number>): DetectedFace['emotions'] =>
  Object.entries(expressions)
    .map(([name, p]) => ({ Type: EXPRESSION_TO_EMOTION[name] ?? ('UNKNOWN' as const), Confidence: round2(p * 100) }))
    .sort((a, b) => b.Confidence - a.Confidence);

export const NO_FACE_EMOTIONS: DetectedFace['emotions'] = [{ Type: 'UNKNOWN', Confidence: 0 }];

export const euclidean = (a: number[], b: number[]): number => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
};

/**
 * Descriptor distance to a 0-100 similarity: a steep logistic curve centred on 0.42 (scale 0.015),
 * so scores gather near 100 for a match and near 0 otherwise, as face-comparison services do.
 * Measured on face-api's six sample photos (22 faces, no person in two photos): the closest two
 * different people lie at 0.44-0.46 depending on the crop (similarity 21 and less); the same face
 * photographed differently (crops mirrored, shrunk to 160-240 px, brightened, recompressed,
 * greyscale) at 0.12-0.39 (88 and more), except two mirrored crops of one half-turned face at
 * 0.50-0.52. face-api's usual 0.6 cut-off is too lenient here: the registered photos and the
 * frames come from the same camera and session.
 */
export const SIMILARITY_CENTRE = 0.42;
export const SIMILARITY_SCALE = 0.015;
export const similarityFromDistance = (distance: number): number =>
  round2(100 / (1 + Math.exp((distance - SIMILARITY_CENTRE) / SIMILARITY_SCALE)));

const area = (f: DetectedFace) => f.box.Width * f.box.Height;
const detail = (f: DetectedFace) => ({ BoundingBox: f.box, Confidence: f.confidence });
const largest = (faces: DetectedFace[]) =>
  faces.reduce<DetectedFace | null>((best, f) => (!best || area(f) > area(best) ? f : best), null);

/** The face-comparison answer: the largest source face against every target face. */
export const compareFaces = (source: FaceAnalysis, target: FaceAnalysis, threshold = 80): FaceCompare => {
  const reference = largest(source.faces);
  if (!reference) throw new FaceImageError('no face in the source image');
  const scored = target.faces
    .map((face) => ({ face, similarity: similarityFromDistance(euclidean(reference.descriptor, face.descriptor)) }))
    .sort((a, b) => b.similarity - a.similarity);
  const matches = scored.filter((s) => s.similarity >= threshold);
  const best = scored[0];
  const emotionFace = matches[0]?.face ?? largest(target.faces);
  return {
    Similarity: best?.similarity ?? 0,
    FaceMatches: matches.map((m) => ({ Similarity: m.similarity, Face: detail(m.face) })),
    UnmatchedFaces: scored.filter((s) => s.similarity < threshold).map((s) => detail(s.face)),
    SourceImageFace: detail(reference),
    Emotions: emotionFace ? emotionFace.emotions : NO_FACE_EMOTIONS,
  };
};
