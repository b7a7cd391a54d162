import { createRequire } from 'node:module';
import type { SentimentResult } from '@portal/contracts';
import type { SentimentAnalyser, SentimentAnalysis } from './sentiment.ts';

interface NaturalAnalyzer {
  vocabulary: Record<string, number>;
  negations: string[];
  getSentiment(words: string[]): number;
}
interface Stemmer {
  stem(word: string): string;
}

// The analyser and the stemmer are loaded by path: natural's index pulls in database clients
// (mongoose, redis) and dotenv, none of which sentiment needs. These are private paths, so
// apps/api/package.json pins natural to one exact version (docs/decisions/015-spec-boundaries-one-way.md).
// Loaded on the first analysis: a server that analyses nothing does not pay for them at start-up
// (docs/decisions/014-scale-out.md).
const require = createRequire(import.meta.url);
const loadNatural = () => ({
  Analyzer: require('natural/lib/natural/sentiment/SentimentAnalyzer.js') as new (
    lang: string,
    stemmer: Stemmer,
    type: string,
  ) => NaturalAnalyzer,
  stemmerPt: require('natural/lib/natural/stemmers/porter_stemmer_pt.js') as Stemmer,
  stopwordsPt: (require('natural/lib/natural/util/stopwords_pt.js') as { words: string[] }).words,
});

/**
 * Words of self-presentations that natural's Portuguese AFINN list lacks (AFINN scale -5..5).
 * Only added where the list has no entry for the stem.
 */
const EXTRA_WORDS: Record<string, number> = {
  ótimo: 3,
  ótima: 3,
  boa: 2,
  bons: 2,
  boas: 2,
  adoro: 3,
  adorei: 3,
  amo: 3,
  apaixonado: 3,
  apaixonada: 3,
  entusiasmado: 3,
  entusiasmada: 3,
  animado: 2,
  animada: 2,
  conquista: 2,
  conquistei: 2,
  aprender: 1,
  aprendizado: 2,
  desenvolver: 1,
  eficiente: 2,
  proativo: 2,
  proativa: 2,
  confiante: 2,
  tranquilo: 1,
  tranquila: 1,
  calmo: 1,
  calma: 1,
  empolgado: 2,
  empolgada: 2,
  grato: 2,
  grata: 2,
  gratidão: 2,
  péssimo: -3,
  péssima: -3,
  horrível: -3,
  terrível: -3,
  chateado: -2,
  chateada: -2,
  ansioso: -1,
  ansiosa: -1,
  frustrado: -2,
  frustrada: -2,
  frustração: -2,
  odeio: -3,
  detesto: -3,
  desmotivado: -2,
  desmotivada: -2,
  infelizmente: -2,
  desanimado: -2,
  desanimada: -2,
};

/** In a career presentation a challenge is something sought, not a threat (AFINN says -1). */
const CAREER_OVERRIDES: Record<string, number> = { desafio: 1, desafios: 1, desafiador: 1, desafiadora: 1 };

/** Clauses bound the reach of a negation: natural flips every word after 'não' in the list it gets. */
const CLAUSE_BREAK = /[.!?;:,\n]+|\s(?:mas|porém|contudo|entretanto|todavia)\s/giu;
const WORD = /[\p{L}\p{M}]+/gu;
/** A clause whose score (sum over words / word count) reaches this counts fully as polar. */
const FULL_POLARITY = 0.25;
/**
 * What a clause without sentiment adds to Neutral: less than a polar clause adds to its side, so
 * a presentation with some warm sentences and many factual ones reads as positive (as Comprehend
 * does), while a text with no sentiment at all is still fully neutral.
 */
const NEUTRAL_WEIGHT = 0.35;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Scores rounded to 4 places that still sum to exactly 1 (the rounding error goes to the largest). */
const normalise = (raw: Record<keyof SentimentResult['SentimentScore'], number>): SentimentResult['SentimentScore'] => {
  const total = raw.Positive + raw.Negative + raw.Neutral + raw.Mixed;
  const keys = ['Positive', 'Negative', 'Neutral', 'Mixed'] as const;
  const scores = Object.fromEntries(
    keys.map((k) => [k, total > 0 ? round4(raw[k] / total) : k === 'Neutral' ? 1 : 0]),
  ) as SentimentResult['SentimentScore'];
  const largest = keys.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  scores[largest] = round4(1 - keys.filter((k) => k !== largest).reduce((sum, k) => sum + scores[k], 0));
  return scores;
};

/**
 * natural's SentimentAnalyzer ('Portuguese', PorterStemmerPt, 'afinn') with its Portuguese
 * negations, per clause. Each clause is positive, negative or neutral with a strength; opposite
 * polarities that both occur become Mixed. The scores are the shares of the total; the label is
 * the largest.
 */
const createAnalyzer = () => {
  const { Analyzer, stemmerPt, stopwordsPt } = loadNatural();
  const analyzer = new Analyzer('Portuguese', stemmerPt, 'afinn');
  for (const [word, value] of Object.entries(EXTRA_WORDS)) analyzer.vocabulary[stemmerPt.stem(word)] ??= value;
  for (const [word, value] of Object.entries(CAREER_OVERRIDES)) analyzer.vocabulary[stemmerPt.stem(word)] = value;
  // Function words carry no sentiment but can collide with a stem of the list ('para' ~ 'parar').
  const ignored = new Set(stopwordsPt.filter((w) => !analyzer.negations.includes(w)));
  const polarity = (word: string): number =>
    analyzer.vocabulary[word] ?? analyzer.vocabulary[stemmerPt.stem(word)] ?? 0;
  return { analyzer, ignored, polarity };
};

export const createLexiconSentiment = (): SentimentAnalyser => {
  let loaded: ReturnType<typeof createAnalyzer> | undefined;
  return {
    analyse(text: string): SentimentAnalysis {
      const { analyzer, ignored, polarity } = (loaded ??= createAnalyzer());
      const clauses = text
        .toLowerCase()
        .split(CLAUSE_BREAK)
        .map((c) => (c.match(WORD) ?? []).filter((w) => !ignored.has(w)))
        .filter((words) => words.length > 0);
      let positive = 0;
      let negative = 0;
      let neutral = 0;
      const positiveWords = new Set<string>();
      const negativeWords = new Set<string>();
      for (const words of clauses) {
        const score = analyzer.getSentiment(words);
        const strength = Math.min(1, Math.abs(score) / FULL_POLARITY);
        if (score > 0) positive += strength;
        else if (score < 0) negative += strength;
        neutral += (1 - strength) * NEUTRAL_WEIGHT;
        let negated = false;
        for (const w of words) {
          if (analyzer.negations.includes(w)) negated = true;
          const p = polarity(w) * (negated ? -1 : 1);
          if (p > 0) positiveWords.add(negated ? `não ${w}` : w);
          else if (p < 0) negativeWords.add(negated ? `não ${w}` : w);
        }
      }
      const both = Math.min(positive, negative);
      const SentimentScore = normalise({
        Positive: positive - both,
        Negative: negative - both,
        Neutral: neutral,
        Mixed: 2 * both,
      });
      const order = [
        ['POSITIVE', 'Positive'],
        ['NEGATIVE', 'Negative'],
        ['MIXED', 'Mixed'],
        ['NEUTRAL', 'Neutral'],
      ] as const;
      const [Sentiment] = order.reduce(
        (best, cur) => (SentimentScore[cur[1]] > SentimentScore[best[1]] ? cur : best),
        order[3],
      );
      return {
        Sentiment,
        SentimentScore,
        positiveWords: [...positiveWords],
        negativeWords: [...negativeWords],
        clauses: clauses.length,
      };
    },
  };
};
