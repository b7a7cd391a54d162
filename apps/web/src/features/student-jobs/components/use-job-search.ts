import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { STUDENT_JOB_SORTS, type StudentJobSort } from '@portal/contracts';

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

const EMPTY: JobSearchFilter = { title: '', state: '', city: '' };

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

/**
 * The student's job search, kept in the address bar (`/?busca=1&title=&state=&city=&page=`, the
 * sort and the facet chips) so a search survives a reload and the browser's back button. Null
 * while no search was made: the home then shows the carousel.
 */
export const useJobSearch = () => {
  const [params, setParams] = useSearchParams();
  // The address's text is the search's identity: the same text, the same object.
  const key = params.toString();
  const search = useMemo(() => jobSearchFromParams(new URLSearchParams(key)), [key]);
  const filter = useMemo<JobSearchFilter>(
    () => (search ? { title: search.title, state: search.state, city: search.city } : EMPTY),
    [search],
  );

  const submit = useCallback(
    (filter: JobSearchFilter) =>
      setParams((current) => {
        const next = new URLSearchParams({ busca: '1' });
        for (const key of ['title', 'state', 'city'] as const)
          if (filter[key].trim()) next.set(key, filter[key].trim());
        const sort = current.get('sort');
        if (sort) next.set('sort', sort);
        return next;
      }),
    [setParams],
  );
  /** Changes one parameter (null removes it) and goes back to the first page. */
  const change = useCallback(
    (name: string, value: string | string[] | null) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.delete(name);
        copy.delete('page');
        for (const v of value === null ? [] : Array.isArray(value) ? value : [value]) copy.append(name, v);
        return copy;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.set('page', String(nextPage));
        return copy;
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { search, filter, submit, change, setPage, clear };
};
