import { useCallback, useState } from 'react';

/**
 * The current page of a list, back to 1 whenever `filterKey` (the list's filters) changes, without
 * an effect: the page belongs to the filters it was chosen under.
 */
export const usePaging = (filterKey: string) => {
  const [state, setState] = useState({ key: filterKey, page: 1 });
  const page = state.key === filterKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ key: filterKey, page: Math.max(1, next) }), [filterKey]);
  /** After removing the only row of a page other than the first, the previous page. */
  const afterRemoving = useCallback(
    (rowsOnPage: number) => {
      if (rowsOnPage <= 1 && page > 1) setState({ key: filterKey, page: page - 1 });
    },
    [filterKey, page],
  );
  return { page, setPage, afterRemoving };
};
