/**
 * Turns the typed title into to_tsquery text. Only letters and digits survive, so nothing the
 * student types (quotes, operators, SQL) reaches the query syntax: it is all just words.
 *
 * Each word is given in its typed and its accent-free spelling, because the Portuguese stemmer
 * needs the accents to strip a suffix ('Programação' -> 'program') and the search vector holds
 * the stems of both spellings of every title.
 */
export interface TitleTerms {
  /** Every word as a whole stem. */
  exact: string;
  /** Every word as a stem prefix: partial words ('desenvolv', 'progr') still match. */
  prefix: string;
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export const stripAccents = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

export const titleWords = (title: string): string[] =>
  (title.toLocaleLowerCase('pt-BR').match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));

export const titleTerms = (title: string): TitleTerms | null => {
  const words = titleWords(title);
  if (words.length === 0) return null;
  const term = (suffix: string) =>
    words
      .map((w) => {
        const plain = stripAccents(w);
        return plain === w ? `${w}${suffix}` : `(${w}${suffix} | ${plain}${suffix})`;
      })
      .join(' & ');
  return { exact: term(''), prefix: term(':*') };
};
