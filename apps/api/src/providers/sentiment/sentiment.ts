import type { SentimentResult } from '@portal/contracts';

export type { SentimentResult };

/** What the scorer needs to explain the positivity number: the words that weighed. */
export interface SentimentAnalysis extends SentimentResult {
  positiveWords: string[];
  negativeWords: string[];
  clauses: number;
}

/** Text sentiment in the Comprehend shape; the local default works offline. */
export interface SentimentAnalyser {
  analyse(text: string): SentimentAnalysis;
}
