import { FEEDBACK_AVERAGE_LABEL, type FeedbackCriterion } from '@portal/contracts';

/** The gpt_feedback text (docs/spec/14-analysis-providers.md#feedback-lines): one 'label: n' line per criterion, then the average line. */
export const formatFeedback = (criteria: FeedbackCriterion[]): { gpt_feedback: string; gpt_avg: number | null } => {
  if (criteria.length === 0) return { gpt_feedback: '', gpt_avg: null };
  const avg = Math.round(criteria.reduce((sum, c) => sum + c.score, 0) / criteria.length);
  const lines = criteria.map((c) => `${c.label}: ${c.score}`);
  return { gpt_feedback: [...lines, `${FEEDBACK_AVERAGE_LABEL}: ${avg}`].join('\n'), gpt_avg: avg };
};
