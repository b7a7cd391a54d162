import type { ReactNode } from 'react';

/** One column of a PagedTable. */
export interface DataColumn<T> {
  id: string;
  /** Header text; also the label of the value in the phone card. */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column on wide screens. */
  width?: number | string;
  /** Left out of the phone card (e.g. already shown as the card's title). */
  hideOnCard?: boolean;
}

/** What a list page hands its table: the page of rows, the query's states and the pager. */
export interface PagedListProps<T> {
  rows: readonly T[] | undefined;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  lastPage: number;
  total?: number;
  onPageChange: (page: number) => void;
}
