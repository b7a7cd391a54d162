import type { PaginationMeta } from '@portal/contracts';

export const pageOffset = (page: number, limit: number): number => (page - 1) * limit;

export const paginationMeta = (total: number, page: number, limit: number, cap?: number): PaginationMeta => ({
  total,
  per_page: limit,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / limit)),
  first_page: 1,
  ...(cap !== undefined && { capped: total >= cap }),
});

/** Counting every row of a large table costs more than the page itself; lists stop counting here. */
export const COUNT_CAP = 10_000;
