import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { jobSearchFromParams, type JobSearchFilter } from '../api/job-search-params';

const EMPTY: JobSearchFilter = { title: '', state: '', city: '' };

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
