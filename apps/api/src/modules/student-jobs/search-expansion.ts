import { editDistance, parseQuery, stripAccents, typoBudget, type Expansion, type QueryToken } from './search-terms.ts';
import type { StudentJobsRepository } from './student-jobs.repository.ts';

/** At most this many typo candidates per word, the nearest first. */
const MAX_CANDIDATES = 6;
/** A suggestion may fix more than the search forgives: 1 edit under 5 letters, 2 from 5. */
const suggestionBudget = (w: string) => (w.length >= 5 ? 2 : 1);

export interface ExpandedQuery extends Expansion {
  /** The query with its unknown words replaced by the nearest words of the jobs, when any differs. */
  suggestion: string | null;
}

const nearest = (word: string, near: string[], budget: number) =>
  near
    .map((n) => ({ n, d: editDistance(word, n) }))
    .filter((c) => c.d > 0 && c.d <= budget)
    .sort(
      (a, b) =>
        a.d - b.d || Math.abs(a.n.length - word.length) - Math.abs(b.n.length - word.length) || (a.n < b.n ? -1 : 1),
    )
    .map((c) => c.n);

/**
 * Typo candidates, synonyms and a suggestion for a query (docs/decisions/020-search-relevance.md).
 * A word that starts some word of the jobs is taken as typed; any other of 5 letters or more
 * stands also for the words of the jobs within its typo budget. Synonyms apply to every word.
 */
export const expandQuery = async (repo: StudentJobsRepository, title: string): Promise<ExpandedQuery> => {
  const tokens: QueryToken[] = parseQuery(title);
  const plain = tokens.filter((t) => !t.quoted).map((t) => stripAccents(t.words[0]!));
  const looked = [...new Set(plain.filter((w) => w.length >= 3))];
  const typos = new Map<string, string[]>();
  const closest = new Map<string, string[]>();
  const synonyms = new Map<string, string[][]>();
  if (plain.length === 0) return { typos, closest, synonyms, suggestion: null };
  const { near, synonyms: groups } = await repo.expansion(looked, looked.map(suggestionBudget), plain);
  const fixes = new Map<string, string>();
  for (const { w, known, near: words } of near) {
    if (known) continue;
    const candidates = nearest(w, words, suggestionBudget(w));
    if (candidates[0]) fixes.set(w, candidates[0]);
    const typo = candidates.filter((c) => editDistance(w, c) <= typoBudget(w)).slice(0, MAX_CANDIDATES);
    if (!typo.length) continue;
    typos.set(w, typo);
    const least = editDistance(w, typo[0]!);
    closest.set(
      w,
      typo.filter((c) => editDistance(w, c) === least),
    );
  }
  for (const w of plain)
    for (const g of groups.filter((terms) => terms.includes(w)))
      synonyms.set(w, [...(synonyms.get(w) ?? []), ...g.filter((t) => t !== w).map((t) => t.split(' '))]);
  const suggestion = fixes.size
    ? tokens
        .map((t) => (t.quoted ? `"${t.words.join(' ')}"` : (fixes.get(stripAccents(t.words[0]!)) ?? t.words[0])))
        .join(' ')
    : null;
  return { typos, closest, synonyms, suggestion };
};
