import { FLAGGED_FRAME_TEXT, type FaceSummary, type FeedbackCriterion, type Recognition } from '@portal/contracts';
import { parseFeedback } from '../home/audition-display';

export type ScoreTone = 'success' | 'warning' | 'error';

/** The colour of a criterion's bar: 70 or more is good, below 40 needs attention. */
export const scoreTone = (score: number): ScoreTone => (score >= 70 ? 'success' : score >= 40 ? 'warning' : 'error');

export const SCORE_TONE_LABELS: Record<ScoreTone, string> = {
  success: 'Bom',
  warning: 'Pode melhorar',
  error: 'Precisa de atenção',
};

/**
 * The criteria to draw: the explained ones of `GET /api/gpt/{id}`; without them (an older result),
 * the 'label: number' lines of gpt_feedback, except the average line, with no explanation.
 */
export const criteriaToShow = (
  criteria: readonly FeedbackCriterion[] | undefined,
  gptFeedback: string | null | undefined,
): FeedbackCriterion[] => {
  if (criteria && criteria.length > 0) return [...criteria];
  return parseFeedback(gptFeedback)
    .filter((line): line is typeof line & { value: number } => line.value !== null && !line.average)
    .map((line) => ({ key: line.label, label: line.label, score: Math.round(line.value), explanation: '', tip: '' }));
};

/** 0.6234 -> '62%'. */
export const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;

export interface FlaggedFrame {
  id: number;
  /** 1-based position among the frames of the recording. */
  position: number;
  reason: string;
  /** 0-100 against the registered photos; null when no face was found. */
  similarity: number | null;
  imageUrl: string | null;
}

/**
 * The frames where the registered face was not found, in recording order, with the reason the
 * analysis stored for each frame (or a plain one) and the frame's picture when it can be shown.
 */
export const flaggedFrames = (
  face: FaceSummary | null | undefined,
  recognition: readonly Recognition[] = [],
): FlaggedFrame[] => {
  if (!face) return [];
  const byId = new Map(recognition.map((r) => [r.id, r]));
  return face.per_frame.flatMap((frame, index) => {
    if (!frame.flagged) return [];
    const stored = byId.get(frame.id);
    const fallback = frame.similarity === null ? FLAGGED_FRAME_TEXT.noFace : FLAGGED_FRAME_TEXT.otherFace;
    return [
      {
        id: frame.id,
        position: index + 1,
        reason: stored?.recognition_feedback?.trim() || fallback,
        similarity: frame.similarity,
        imageUrl: stored?.file_url ?? null,
      },
    ];
  });
};
