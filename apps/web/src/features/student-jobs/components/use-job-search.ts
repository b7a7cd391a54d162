import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface JobSearchFilter {
  title: string;
  state: string;
  city: string;
}

export interface JobSearch extends JobSearchFilter {
  page: number;
}

const EMPTY: JobSearchFilter = { title: '', state: '', city: '' };

/**
 * The student's job search, kept in the address bar (`/?busca=1&title=&state=&city=&page=`) so a
 * search survives a reload and the browser's back button. Null while no search was made: the
 * home then shows the carousel.
 */
export const useJobSearch = () => {
  const [params, setParams] = useSearchParams();
  const searched = params.get('busca') === '1';
  const title = params.get('title') ?? '';
  const state = params.get('state') ?? '';
  const city = params.get('city') ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const search = useMemo<JobSearch | null>(() => (searched ? { title, state, city, page } : null), [searched, title, state, city, page]);
  const filter = useMemo<JobSearchFilter>(() => (searched ? { title, state, city } : EMPTY), [searched, title, state, city]);

  const submit = useCallback(
    (filter: JobSearchFilter) => {
      const next = new URLSearchParams({ busca: '1' });
      for (const key of ['title', 'state', 'city'] as const) if (filter[key].trim()) next.set(key, filter[key].trim());
      setParams(next);
    },
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

  return { search, filter, submit, setPage, clear };
};
