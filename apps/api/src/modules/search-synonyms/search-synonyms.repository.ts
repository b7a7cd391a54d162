import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/index.ts';

export const createSearchSynonymsRepository = (db: Db) => ({
  list: () => db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id)),

  async insert(terms: string[], normalized: string[]) {
    const [row] = await db.insert(searchSynonyms).values({ terms, normalized }).returning();
    return row!;
  },

  async remove(id: number): Promise<boolean> {
    const rows = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
    return rows.length > 0;
  },
});

export type SearchSynonymsRepository = ReturnType<typeof createSearchSynonymsRepository>;
