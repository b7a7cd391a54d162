import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractTypes, jobs } from '../../db/schema/index.ts';
import { takenElsewhere } from '../../db/taken-elsewhere.ts';

const columns = {
  id: contractTypes.id,
  name: contractTypes.name,
  created_at: contractTypes.created_at,
  updated_at: contractTypes.updated_at,
  // Spelled out: in a single-table select Drizzle writes a bare "id", which the sub-select would read as jobs.id.
  jobs_count: sql<number>`(select count(*)::int from ${jobs} where ${jobs.contract_types_id} = "contract_types"."id")`,
};

export const createContractTypesRepository = (db: Db) => ({
  async list(limit: number, offset: number) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(contractTypes);
    const rows = await db
      .select(columns)
      .from(contractTypes)
      .orderBy(asc(contractTypes.name))
      .limit(limit)
      .offset(offset);
    return { total: count?.n ?? 0, rows };
  },
  async findById(id: number) {
    const [row] = await db.select(columns).from(contractTypes).where(eq(contractTypes.id, id)).limit(1);
    return row;
  },
  nameTaken: (name: string, exceptId?: number) =>
    takenElsewhere(db, contractTypes, contractTypes.id, sql`lower(${contractTypes.name}) = lower(${name})`, exceptId),
  async insert(name: string) {
    const [row] = await db.insert(contractTypes).values({ name }).returning({ id: contractTypes.id });
    return row!.id;
  },
  async update(id: number, name: string) {
    await db
      .update(contractTypes)
      .set({ name, updated_at: sql`now()` })
      .where(eq(contractTypes.id, id));
  },
  /** Deletes only when no job uses the type, in one statement. */
  async removeIfUnused(id: number) {
    const rows = await db
      .delete(contractTypes)
      .where(
        and(eq(contractTypes.id, id), sql`not exists (select 1 from ${jobs} where ${jobs.contract_types_id} = ${id})`),
      )
      .returning({ id: contractTypes.id });
    return rows.length > 0;
  },
});

export type ContractTypesRepository = ReturnType<typeof createContractTypesRepository>;
