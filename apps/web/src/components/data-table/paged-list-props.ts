import type { UseQueryResult } from '@tanstack/react-query';
import type { PaginationMeta } from '@portal/contracts';
import type { PagedListProps } from './types';

/**
 * A paged list query and its pager, as the props of its table. `fetching` is only the wait for
 * another page: the previous page stays on screen meanwhile (placeholder data).
 */
export const pagedListProps = <T>(
  query: UseQueryResult<{ data: T[]; meta: PaginationMeta }>,
  paging: { page: number; setPage: (page: number) => void },
): PagedListProps<T> => ({
  rows: query.data?.data,
  loading: query.isPending,
  fetching: query.isFetching && query.isPlaceholderData,
  error: query.error,
  onRetry: () => void query.refetch(),
  page: paging.page,
  lastPage: query.data?.meta.last_page ?? 1,
  total: query.data?.meta.total,
  onPageChange: paging.setPage,
});
