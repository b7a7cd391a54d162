import type { StudentJobFacets } from '@portal/contracts';
import type { TitleTerms } from './search-terms.ts';
import type { StudentJobsRepository } from './student-jobs.repository.ts';
import { openJobs, substringOf, titleTiers, type StudentJobFilter, type Where } from './student-jobs.sql.ts';

/**
 * The facets of a search (docs/decisions/020-search-relevance.md): each counts the match with
 * every filter but its own, so a chip shows how many jobs choosing it would list.
 */
export const facetsOf = async (
  repo: StudentJobsRepository,
  f: StudentJobFilter,
  set: (f: StudentJobFilter) => Where,
): Promise<StudentJobFacets> => {
  const [contract, area, state, mode] = await Promise.all([
    repo.facet(set({ ...f, contract_types_id: undefined }), 'contract_types'),
    repo.facet(set({ ...f, knowledge_areas_id: undefined }), 'knowledge_areas'),
    repo.facet(set({ ...f, state: undefined }), 'states'),
    repo.facet(set({ ...f, work_mode: undefined }), 'work_modes'),
  ]);
  const byId = (rows: typeof contract) => rows.map((r) => ({ id: Number(r.id), name: r.name, count: r.count }));
  const byValue = (rows: typeof contract) => rows.map((r) => ({ value: r.value, count: r.count }));
  return {
    contract_types: byId(contract),
    knowledge_areas: byId(area),
    states: byValue(state),
    work_modes: byValue(mode),
  };
};

/**
 * The set a title's search lists, for any filters: every word, some of the words (the partial
 * tier), or the typed text in the title.
 */
export const setOf =
  (title: string | undefined, terms: TitleTerms | null, listed: 'all' | 'some' | 'substring') =>
  (f: StudentJobFilter): Where =>
    !title
      ? openJobs(f)
      : !terms || listed === 'substring'
        ? substringOf(f, title)
        : listed === 'some'
          ? titleTiers(f, terms).partial
          : titleTiers(f, terms).match;
