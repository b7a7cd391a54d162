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
