import { searchSynonymMessages, type SearchSynonym, type SearchSynonymInput } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { normalizedTerm } from '../student-jobs/search-terms.ts';
import type { SearchSynonymsRepository } from './search-synonyms.repository.ts';

const shown = (r: { id: number; terms: string[]; created_at: Date }): SearchSynonym => ({
  id: r.id,
  terms: r.terms,
  created_at: r.created_at.toISOString(),
});

/**
 * The office's synonym groups (docs/decisions/020-search-relevance.md). Each term is kept as typed
 * and accent- and case-free, which is what the search and the alerts look its words up by.
 */
export const createSearchSynonymsService = (repo: SearchSynonymsRepository) => ({
  list: async () => ({ data: (await repo.list()).map(shown) }),

  async create(input: SearchSynonymInput): Promise<SearchSynonym> {
    const pairs = new Map(input.terms.map((t) => [normalizedTerm(t), t.trim()] as const));
    pairs.delete('');
    if (pairs.size < 2) throw AppError.validation('terms', searchSynonymMessages.tooFew, 'min');
    return shown(await repo.insert([...pairs.values()], [...pairs.keys()]));
  },

  async remove(id: number): Promise<void> {
    if (!(await repo.remove(id))) throw new AppError('NOT_FOUND', searchSynonymMessages.notFound);
  },
});

export type SearchSynonymsService = ReturnType<typeof createSearchSynonymsService>;
