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

/** The search in an address's query (`?busca=1&title=&state=&city=&page=`), or null without one. */
export const jobSearchFromParams = (params: URLSearchParams): JobSearch | null => {
  if (params.get('busca') !== '1') return null;
  const pageParam = Number(params.get('page'));
  return {
    title: params.get('title') ?? '',
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    page: Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1,
  };
};

/**
 * The student's job search, kept in the address bar (`/?busca=1&title=&state=&city=&page=`) so a
 * search survives a reload and the browser's back button. Null while no search was made: the
 * home then shows the carousel.
 */
export const useJobSearch = () => {
  const [params, setParams] = useSearchParams();
  const parsed = jobSearchFromParams(params);
  const searched = parsed !== null;
  const { title, state, city, page } = parsed ?? { ...EMPTY, page: 1 };
  const search = useMemo<JobSearch | null>(
    () => (searched ? { title, state, city, page } : null),
    [searched, title, state, city, page],
  );
  const filter = useMemo<JobSearchFilter>(
    () => (searched ? { title, state, city } : EMPTY),
    [searched, title, state, city],
  );

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
