// The student search's cases and its request mix, shared by the student-search bench and the
// alerts bench (which times the same mix while alert matching runs).
import type { BenchApp } from './bench-app.ts';
import { stats, time, type Stats } from './timing.ts';

export type SearchQuery = { title?: string; state?: string; city?: string; page?: number };

/** The search's cases: name, query, and whether its word is a common one. */
export const SEARCH_CASES: Array<[name: string, q: SearchQuery, common?: boolean]> = [
  ['common word', { title: 'analista' }, true],
  ['common word, page 50', { title: 'analista', page: 50 }, true],
  ['rare word', { title: 'oceanografia' }],
  ['accented', { title: 'programação' }],
  ['unaccented', { title: 'programacao' }],
  ['partial word', { title: 'desenvolv' }],
  ['word + state', { title: 'analista', state: 'SP' }],
  // The bench data never puts a Desenvolvedor in RJ: a planner trap (walking the date index finds nothing).
  ['word + state, none', { title: 'desenvolvedor', state: 'RJ' }],
  ['state + city', { state: 'SP', city: 'campinas' }],
  // Typos (docs/decisions/020-search-relevance.md): one in a common word, two in a long one.
  ['typo, common word', { title: 'analsita' }, true],
  ['typos, long word', { title: 'dsenvolvedr' }],
  ['empty (newest)', {}],
];

export const searchQueryString = (q: SearchQuery): string =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** GET /api/jobs-for-student as one signed-in student, and the mix of every case in turn. */
export const searchClient = (app: BenchApp, headers: Record<string, string>) => {
  const call = async (q: SearchQuery) => {
    const res = await app.inject({ url: `/api/jobs-for-student?${searchQueryString(q)}`, headers });
    if (res.statusCode !== 200) throw new Error(`${searchQueryString(q)} answered ${res.statusCode} ${res.body}`);
    return res.json() as { meta: { total: number; capped?: boolean } };
  };
  /** `clients` at once, each sending `perClient` requests, every case in turn. */
  const mix = async (clients: number, perClient: number): Promise<Stats & { times: number[]; rps: number }> => {
    const times: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let i = 0; i < perClient; i++)
          times.push(await time(() => call(SEARCH_CASES[(c + i) % SEARCH_CASES.length]![1])));
      }),
    );
    return { ...stats(times), times, rps: (times.length / (performance.now() - t0)) * 1000 };
  };
  return { call, mix };
};
