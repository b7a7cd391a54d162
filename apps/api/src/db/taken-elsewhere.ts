import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Whether a row of `table` matches `match`, leaving out the row whose `idColumn` is `exceptId`
 * (the row being edited): the uniqueness check before a create or an edit.
 */
export const takenElsewhere = async (
  db: Db,
  table: PgTable,
  idColumn: PgColumn,
  match: SQL,
  exceptId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(match, exceptId ? ne(idColumn, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
};
