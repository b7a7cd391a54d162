import { STUDENT_JOB_SORTS, type StudentJobSort } from '@portal/contracts';

/*
 * The home's search as the address carries it. No React here: the entry reads it to ask for the
 * results as the page starts (app/early-requests.ts).
 */

export interface JobSearchFilter {
  title: string;
  state: string;
  city: string;
}

/** The facet filters a results chip toggles (repeatable in the address and the API). */
export const FACET_KEYS = ['contract_types_id', 'knowledge_areas_id', 'work_mode'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export interface JobSearch extends JobSearchFilter, Record<FacetKey, string[]> {
  page: number;
  /** '' is the API's default (relevance with words, newest without). */
  sort: StudentJobSort | '';
}

const sortOf = (v: string | null): StudentJobSort | '' =>
  (STUDENT_JOB_SORTS as readonly string[]).includes(v ?? '') ? (v as StudentJobSort) : '';

/** The search in an address's query (`?busca=1&title=&state=&city=&sort=&page=` and the facets), or null without one. */
export const jobSearchFromParams = (params: URLSearchParams): JobSearch | null => {
  if (params.get('busca') !== '1') return null;
  const pageParam = Number(params.get('page'));
  return {
    title: params.get('title') ?? '',
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    page: Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1,
    sort: sortOf(params.get('sort')),
    contract_types_id: params.getAll('contract_types_id'),
    knowledge_areas_id: params.getAll('knowledge_areas_id'),
    work_mode: params.getAll('work_mode'),
  };
};
