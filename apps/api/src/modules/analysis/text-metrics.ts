import { createRequire } from 'node:module';

// natural's private paths (its index pulls in database clients); package.json pins the version.
// Required on first use: start-up does not need them (docs/decisions/014-scale-out.md).
const require = createRequire(import.meta.url);
let natural: { stemmer: { stem(word: string): string }; stopwords: Set<string> } | undefined;
const loadNatural = () =>
  (natural ??= {
    stemmer: require('natural/lib/natural/stemmers/porter_stemmer_pt.js') as { stem(word: string): string },
    stopwords: new Set([
      ...(require('natural/lib/natural/util/stopwords_pt.js') as { words: string[] }).words,
      ...QUESTION_WORDS,
    ]),
  });

/** Question words and verbs of request that say nothing about the subject of a question. */
const QUESTION_WORDS = [
  'você',
  'voce',
  'qual',
  'quais',
  'sobre',
  'fale',
  'conte',
  'descreva',
  'explique',
  'exemplo',
  'algum',
  'alguma',
  'alguns',
  'algumas',
  'situação',
  'teve',
  'sido',
  'poderia',
  'gostaria',
  'porque',
  'quando',
  'onde',
  'quanto',
  'seria',
  'faria',
  'forma',
  'maneira',
  'principais',
  'principal',
  'momento',
  'vez',
  'vezes',
  'isso',
  'nesta',
  'neste',
];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export const words = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];
export const stem = (word: string): string => loadNatural().stemmer.stem(word.toLowerCase());

/** Content words of a sentence (4+ letters, not stopwords), stemmed and unique. */
export const keywordStems = (text: string): string[] => [
  ...new Set(
    words(text)
      .filter((w) => w.length >= 4 && !loadNatural().stopwords.has(w))
      .map(stem),
  ),
];

/**
 * Filler words of spoken Portuguese. 'tipo' counts only when it is not 'tipo de/do/da'
 * (a kind of), which is a real word.
 */
const FILLER = /^(?:né|éé+|ee+|ãh+|ahn+|hã+|hum+|uhm+|hmm+|tipo)$/u;
const REAL_TIPO_NEXT = new Set(['de', 'do', 'da', 'dos', 'das']);

export const countFillers = (tokens: string[]): { total: number; byWord: Record<string, number> } => {
  const byWord: Record<string, number> = {};
  tokens.forEach((w, i) => {
    if (!FILLER.test(w)) return;
    if (w === 'tipo' && REAL_TIPO_NEXT.has(tokens[i + 1] ?? '')) return;
    const key = /^é+$/.test(w) ? 'éé' : w;
    byWord[key] = (byWord[key] ?? 0) + 1;
  });
  return { total: Object.values(byWord).reduce((a, b) => a + b, 0), byWord };
};

export interface TextMetrics {
  words: number;
  /** Words per minute, when the recording length is known. */
  wpm: number | null;
  fillers: number;
  fillersByWord: Record<string, number>;
  /** Fillers per 100 words. */
  fillerRate: number;
}

export const textMetrics = (transcript: string, durationSeconds: number | null): TextMetrics => {
  const tokens = words(transcript);
  const fillers = countFillers(tokens);
  const spoken = tokens.length;
  return {
    words: spoken,
    wpm: durationSeconds && durationSeconds >= 5 ? Math.round((spoken / durationSeconds) * 60) : null,
    fillers: fillers.total,
    fillersByWord: fillers.byWord,
    fillerRate: spoken > 0 ? Math.round((fillers.total / spoken) * 1000) / 10 : 0,
  };
};

/** Finds the first of some phrases in a text, with letter boundaries that understand accents. */
export const findPhrase = (text: string, phrases: string[]): string | null => {
  const lower = text.toLowerCase();
  for (const phrase of phrases) {
    const re = new RegExp(`(?<![\\p{L}\\p{M}])${phrase}(?![\\p{L}\\p{M}])`, 'u');
    const m = re.exec(lower);
    if (m) return m[0];
  }
  return null;
};

/** 'Pergunta' lines of an interview script: numbered lines, one question per line. */
export const scriptQuestions = (script: string | null | undefined): string[] =>
  (script ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\d+\s*[.)\-:]\s*/, '').trim())
    .filter((line) => line.length > 0);
