import { z } from 'zod';
import { idParamSchema } from './common.ts';
import { route } from './route.ts';
import { EMOTIONS, SENTIMENTS } from './constants.ts';
import { AUDITION_STATES } from './stage.ts';
import { deliverySchema } from './stage-speech.ts';

/** Analysis of a submission (docs/spec/04-states.md#feedback-analysis), plus FAILED with a reason. */
export const analysisStateSchema = z.enum(AUDITION_STATES);
export type AnalysisState = z.infer<typeof analysisStateSchema>;

/** The label of the last gpt_feedback line, the average (not drawn as a progress bar). */
export const FEEDBACK_AVERAGE_LABEL = 'Média';

/** Shown where an administrator would read the transcription and there is none (docs/spec/08-messages.md#empty-states-and-placeholders). */
export const NO_TRANSCRIPTION_TEXT = 'Nenhuma transcrição disponível';

/**
 * Where a sent submission is on its way to feedback (docs/spec/04-states.md#feedback-analysis: IDLE, PENDING, DONE; FAILED
 * carries `analysis_reason`). A draft without a video shows NOT_SENT_LABEL.
 */
export const ANALYSIS_STATE_LABELS: Record<AnalysisState, string> = {
  IDLE: 'Na fila',
  PENDING: 'Em análise',
  DONE: 'Concluída',
  FAILED: 'Falha na análise',
};
export const NOT_SENT_LABEL = 'Não enviada';

/** The sentiment of the speech (Comprehend's Sentiment and the keys of SentimentScore). */
export type Sentiment = (typeof SENTIMENTS)[number];
export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  POSITIVE: 'Positivo',
  NEGATIVE: 'Negativo',
  MIXED: 'Misto',
  NEUTRAL: 'Neutro',
};
export const SENTIMENT_SCORE_LABELS = {
  Positive: 'Positivo',
  Neutral: 'Neutro',
  Mixed: 'Misto',
  Negative: 'Negativo',
} as const;

/** Why a frame was flagged, when the frame's own feedback line is missing. */
export const FLAGGED_FRAME_TEXT = {
  noFace: 'Nenhum rosto encontrado no quadro',
  otherFace: 'O rosto do quadro não corresponde às fotos cadastradas',
} as const;

/** The Comprehend shape: the scores sum to 1. */
export const sentimentScoreSchema = z.object({
  Positive: z.number().min(0).max(1),
  Negative: z.number().min(0).max(1),
  Neutral: z.number().min(0).max(1),
  Mixed: z.number().min(0).max(1),
});
export const sentimentResultSchema = z.object({
  Sentiment: z.enum(SENTIMENTS),
  SentimentScore: sentimentScoreSchema,
});
export type SentimentResult = z.infer<typeof sentimentResultSchema>;

/**
 * One scored criterion: the number, why it is that number (what was measured), and one concrete
 * tip. `gpt_feedback` holds the same scores as 'label: n' lines.
 */
export const feedbackCriterionSchema = z.object({
  key: z.string(),
  label: z.string(),
  score: z.number().int().min(0).max(100),
  explanation: z.string(),
  tip: z.string(),
});
export type FeedbackCriterion = z.infer<typeof feedbackCriterionSchema>;

export const faceFrameSchema = z.object({
  id: z.number().int(),
  /** 0-100: the best match among the registered photos; null when no face was found. */
  similarity: z.number().min(0).max(100).nullable(),
  emotion: z.enum(EMOTIONS),
  emotion_confidence: z.number().min(0).max(100),
  /** The registered face was not found in this frame (no face, or someone else). */
  flagged: z.boolean(),
});

export const faceSummarySchema = z.object({
  frames: z.number().int(),
  matched: z.number().int(),
  flagged: z.number().int(),
  dominant_emotion: z.enum(EMOTIONS).nullable(),
  dominant_emotion_confidence: z.number().nullable(),
  per_frame: z.array(faceFrameSchema),
});
export type FaceSummary = z.infer<typeof faceSummarySchema>;

/** What the analysis adds to a submission; `transcription` only reaches administrators. */
export const auditionAnalysisSchema = z.object({
  audition_id: z.number().int(),
  analysis_state: analysisStateSchema,
  analysis_reason: z.string().nullable(),
  gpt_avg: z.number().int().min(0).max(100).nullable(),
  gpt_feedback: z.string().nullable(),
  criteria: z.array(feedbackCriterionSchema),
  /** Criteria that could not be measured (for example, no transcription), said in Portuguese. */
  notes: z.array(z.string()),
  scorer: z.enum(['rubric', 'llm']).nullable(),
  comprehend_sentiment: z.enum(SENTIMENTS).nullable(),
  comprehend_feedback: z.string().nullable(),
  face: faceSummarySchema.nullable(),
  analysed_at: z.string().nullable(),
  transcription: z.string().nullable().optional(),
  transcription_source: z.enum(['browser', 'asr']).nullable().optional(),
});
export type AuditionAnalysis = z.infer<typeof auditionAnalysisSchema>;

/**
 * GET /api/gpt/{id}: the score and the explained feedback, with the face summary (frames where the
 * registered face was not found are `flagged`).
 */
export const gptResultSchema = auditionAnalysisSchema
  .pick({
    audition_id: true,
    analysis_state: true,
    analysis_reason: true,
    gpt_avg: true,
    gpt_feedback: true,
    criteria: true,
    notes: true,
    scorer: true,
    analysed_at: true,
    transcription: true,
  })
  .extend({
    face: faceSummarySchema.nullable().optional(),
    /** Whether the face analysis was used (the student's choice); without it no face criterion counts. */
    face_analysis: z.boolean().optional(),
    delivery: deliverySchema.nullable().optional(),
  });
export type GptResult = z.infer<typeof gptResultSchema>;

/** GET /api/comprehend/{id}: the sentiment in the Comprehend shape (null scores until DONE). */
export const comprehendResultSchema = z.object({
  audition_id: z.number().int(),
  analysis_state: analysisStateSchema,
  Sentiment: z.enum(SENTIMENTS).nullable(),
  SentimentScore: sentimentScoreSchema.nullable(),
  comprehend_sentiment: z.enum(SENTIMENTS).nullable(),
  comprehend_feedback: z.string().nullable(),
});
export type ComprehendResult = z.infer<typeof comprehendResultSchema>;

/** Parses 'label: n' lines; the average line is marked so it is not drawn as a bar. */
export const parseFeedbackLines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => {
      // Split at the last colon rather than with a lazy pattern, which backtracks quadratically.
      const at = line.lastIndexOf(':');
      const label = line.slice(0, Math.max(at, 0)).trim();
      const value = line.slice(at + 1).trim();
      return at > 0 && label && /^\d{1,3}(?:[.,]\d+)?$/.test(value)
        ? { label, value: Number(value.replace(',', '.')), average: label === FEEDBACK_AVERAGE_LABEL }
        : null;
    })
    .filter((m) => m !== null);

/** A submission's analysis results, docs/spec/07-api.md#jobs-api (docs/decisions/024-route-table.md). */
export const analysisApi = {
  gpt: route({ method: 'GET', path: '/gpt/:id', params: idParamSchema, responses: { 200: gptResultSchema } }),
  comprehend: route({
    method: 'GET',
    path: '/comprehend/:id',
    params: idParamSchema,
    responses: { 200: comprehendResultSchema },
  }),
};
