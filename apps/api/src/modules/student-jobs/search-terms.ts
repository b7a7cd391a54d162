/**
 * Turns the typed title into to_tsquery text. Only letters and digits survive, so nothing the
 * student types (quotes, operators, SQL) reaches the query syntax: it is all just words.
 *
 * Each word is given in its typed and its accent-free spelling, because the Portuguese stemmer
 * needs the accents to strip a suffix ('Programação' -> 'program') and the search vectors hold
 * the stems of both spellings. A word may also stand for its typo candidates and its synonyms
 * (docs/decisions/020-search-relevance.md); a quoted phrase stands for itself only.
 */
export interface TitleTerms {
  /**
   * Every word as a whole stem, or one of its typo candidates or synonyms, phrases as phrases: the
   * title's top tier, which the covering index counts without reading the jobs.
   */
  exact: string;
  /** Every word as a stem prefix, or one of its typo candidates or synonyms: the match. */
  prefix: string;
  /** The match with only the nearest typo candidates of each word (fewer typos first). */
  closest: string;
  /** The match restricted to weights: 'A' the title, 'AB' the title, area and company. */
  weighted: (weights: 'A' | 'AB') => string;
  /** The words that needed typo candidates. */
  typos: string[];
  /** How many words and phrases the query has. */
  tokens: number;
  /** Any word as in `prefix` (some words, not all), with a weight as in `weighted`. */
  some: (weight?: '' | 'A' | 'AB') => string;
}

/** A word or a quoted phrase of the query. */
export interface QueryToken {
  words: string[];
  quoted: boolean;
}

/** What the database knows of the query's words: typo candidates and synonyms, by accent-free word. */
export interface Expansion {
  /** Candidates of a word, the nearest first. */
  typos: Map<string, string[]>;
  /** The candidates at the smallest distance. */
  closest: Map<string, string[]>;
  synonyms: Map<string, string[][]>;
}

export const NO_EXPANSION: Expansion = { typos: new Map(), closest: new Map(), synonyms: new Map() };

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export const stripAccents = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

const wordsOf = (text: string): string[] =>
  (text.toLocaleLowerCase('pt-BR').match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));

/** Words in order, a quoted part ("estágio em TI") as one phrase; at most 8 words in all. */
export const parseQuery = (title: string): QueryToken[] => {
  const tokens: QueryToken[] = [];
  let left = MAX_WORDS;
  title.split('"').forEach((part, i) => {
    // Odd parts sit between quotes; an unclosed quote leaves its text as plain words.
    const quoted = i % 2 === 1 && i < title.split('"').length - 1;
    const words = wordsOf(part).slice(0, left);
    left -= words.length;
    if (quoted && words.length > 1) tokens.push({ words, quoted: true });
    else tokens.push(...words.map((w) => ({ words: [w], quoted })));
  });
  return tokens;
};

/** A synonym's term as the search looks it up: accent- and case-free words, one space apart. */
export const normalizedTerm = (term: string): string => wordsOf(stripAccents(term)).join(' ');

export const titleWords = (title: string): string[] => parseQuery(title).flatMap((t) => t.words);

/** The accent-free words of a query that may have typo candidates (5 letters or more, not quoted). */
export const typoWords = (tokens: QueryToken[]): string[] =>
  tokens
    .filter((t) => !t.quoted)
    .map((t) => stripAccents(t.words[0]!))
    .filter((w) => w.length >= 5);

/** Typos a word may carry: 1 from 5 letters, 2 from 9 (Meilisearch's defaults). */
export const typoBudget = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

const spellings = (w: string, suffix: string) => {
  const plain = stripAccents(w);
  return plain === w ? [`${w}${suffix}`] : [`${w}${suffix}`, `${plain}${suffix}`];
};
const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`);
const phrase = (words: string[], weight: string) =>
  `(${words.map((w) => anyOf(spellings(w, weight ? `:${weight}` : ''))).join(' <-> ')})`;

export const titleTerms = (title: string, expansion: Expansion = NO_EXPANSION): TitleTerms | null => {
  const tokens = parseQuery(title);
  if (tokens.length === 0) return null;
  const build = (o: {
    prefix: boolean;
    typos: Map<string, string[]> | null;
    synonyms: boolean;
    weight: string;
    join?: string;
  }) =>
    tokens
      .map((t) => {
        if (t.quoted) return phrase(t.words, o.weight);
        const w = t.words[0]!;
        const plain = stripAccents(w);
        const whole = o.weight ? `:${o.weight}` : '';
        const parts = spellings(w, o.prefix ? `:*${o.weight}` : whole);
        parts.push(...(o.typos?.get(plain) ?? []).map((c) => `${c}${whole}`));
        if (o.synonyms) parts.push(...(expansion.synonyms.get(plain) ?? []).map((s) => phrase(s, o.weight)));
        return anyOf(parts);
      })
      .join(o.join ?? ' & ');
  const all = { prefix: true, typos: expansion.typos, synonyms: true, weight: '' };
  return {
    exact: build({ prefix: false, typos: expansion.typos, synonyms: true, weight: '' }),
    prefix: build(all),
    closest: build({ ...all, typos: expansion.closest }),
    weighted: (weight) => build({ ...all, weight }),
    typos: typoWords(tokens).filter((w) => expansion.typos.has(w)),
    tokens: tokens.length,
    some: (weight = '') => build({ ...all, weight, join: ' | ' }),
  };
};

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of a substring):
 * insertions, deletions, substitutions and transpositions of neighbours each count 1.
 */
export const editDistance = (a: string, b: string): number => {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
};
