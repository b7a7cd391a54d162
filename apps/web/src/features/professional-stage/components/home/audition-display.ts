import {
  ANALYSIS_STATE_LABELS,
  CODE_DISPLAY_LENGTH,
  NOT_SENT_LABEL,
  type AnalysisState,
  type Audition,
  type Emotion,
} from '@portal/contracts';

/** docs/spec/09-constants.md#text-display: a code is shown with '...' after 12 characters. */
export const shortCode = (code: string): string =>
  code.length > CODE_DISPLAY_LENGTH ? `${code.slice(0, CODE_DISPLAY_LENGTH)}...` : code;

export const EMOTION_LABELS: Record<Emotion, string> = {
  HAPPY: 'Feliz',
  SAD: 'Triste',
  ANGRY: 'Irritado',
  CONFUSED: 'Confuso',
  DISGUSTED: 'Desgostoso',
  SURPRISED: 'Surpreso',
  CALM: 'Calmo',
  UNKNOWN: 'Indefinido',
  FEAR: 'Com medo',
};

interface EmotionEntry {
  emotion: string | null;
  emotion_confidence: number | string | null;
}

const confidenceOf = (entry: EmotionEntry): number => {
  const value = Number(entry.emotion_confidence);
  return Number.isFinite(value) ? value : -1;
};

/**
 * docs/spec/05-validation.md#professional-stage: the recognition entry with the highest confidence, as 'Feliz (97.25%)'; null when
 * no frame was analysed.
 */
export const dominantEmotion = (entries: readonly EmotionEntry[]): { label: string; percent: string } | null => {
  const best = entries
    .filter((e) => e.emotion && confidenceOf(e) >= 0)
    .sort((a, b) => confidenceOf(b) - confidenceOf(a))[0];
  if (!best?.emotion) return null;
  const label = EMOTION_LABELS[best.emotion as Emotion] ?? best.emotion;
  return { label, percent: `${confidenceOf(best).toFixed(2)}%` };
};

export interface FeedbackLine {
  label: string;
  /** The number of a 'label: number' line; null for a line of plain text. */
  value: number | null;
  /** The average line is shown as a number, not as a bar. */
  average: boolean;
}

/** What follows a line's last colon when the line is 'label: number' ('80', '80%', '80/100'). */
const VALUE = /^(-?\d+(?:[.,]\d+)?)(?:\s*(?:%|\/\s*100))?$/;
/**
 * Splits at the last colon (a number holds none), so no pattern backtracks over the label: the
 * feedback is an LLM's text, of any length.
 */
const labelAndValue = (line: string): { label: string; value: string } | null => {
  const colon = line.lastIndexOf(':');
  const value = VALUE.exec(line.slice(colon + 1).trim())?.[1];
  const label = line
    .slice(0, colon)
    .trim()
    .replace(/^[-*•]\s*/, '');
  return colon >= 0 && value && label ? { label, value } : null;
};
const AVERAGE = /m[ée]dia|average/i;

/** docs/spec/05-validation.md#professional-stage: feedback lines 'label: number', shown as bars out of 100 except the average. */
export const parseFeedback = (text: string | null | undefined): FeedbackLine[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = labelAndValue(line);
      if (!match) return { label: line, value: null, average: false };
      const value = Math.min(100, Math.max(0, Number(match.value.replace(',', '.'))));
      return { label: match.label, value, average: AVERAGE.test(match.label) };
    });

type AnalysisFields = Pick<Audition, 'file_key' | 'analysis_state' | 'analysis_reason' | 'gpt_feedback' | 'gpt_avg'>;

export interface AnalysisStatus {
  state: AnalysisState | 'NOT_SENT';
  label: string;
  color: 'default' | 'info' | 'success' | 'error';
  /** What the state means, or the stored reason (a failure, a retry under way). */
  detail: string;
}

const DETAILS: Record<AnalysisStatus['state'], string> = {
  NOT_SENT: 'A gravação ainda não foi enviada.',
  IDLE: 'O vídeo foi recebido e aguarda a vez de ser analisado.',
  PENDING: 'Transcrição, sentimento, reconhecimento facial e nota estão sendo calculados.',
  DONE: 'A análise terminou: abra o feedback para ver os detalhes.',
  FAILED: 'A análise não pôde ser concluída.',
};
const COLORS: Record<AnalysisStatus['state'], AnalysisStatus['color']> = {
  NOT_SENT: 'default',
  IDLE: 'default',
  PENDING: 'info',
  DONE: 'success',
  FAILED: 'error',
};

/**
 * docs/spec/04-states.md#feedback-analysis of a submission: not sent (no video), IDLE (queued), PENDING,
 * DONE or FAILED, with the stored reason when there is one.
 */
export const analysisStatus = (a: AnalysisFields): AnalysisStatus => {
  const state: AnalysisStatus['state'] = a.file_key ? (a.analysis_state ?? 'IDLE') : 'NOT_SENT';
  const label = state === 'NOT_SENT' ? NOT_SENT_LABEL : ANALYSIS_STATE_LABELS[state];
  return {
    state,
    label,
    color: COLORS[state],
    detail: (state !== 'DONE' && state !== 'NOT_SENT' && a.analysis_reason) || DETAILS[state],
  };
};

/** The feedback view opens for a finished analysis (scored or not) and for a failed one. */
export const hasFeedback = (a: AnalysisFields): boolean => {
  const { state } = analysisStatus(a);
  return state === 'DONE' || state === 'FAILED' || a.gpt_feedback !== null || a.gpt_avg !== null;
};
