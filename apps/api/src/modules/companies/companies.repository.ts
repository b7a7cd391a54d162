import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, jobs, users } from '../../db/schema/index.ts';
import { takenElsewhere } from '../../db/taken-elsewhere.ts';

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

const jobsCount = sql<number>`(select count(*)::int from ${jobs} where ${jobs.companies_id} = ${companies.id})`;

const columns = {
  company: companies,
  jobs_count: jobsCount,
  user: { id: users.id, name: users.name, email: users.email, is_active: users.is_active },
};

export const createCompaniesRepository = (db: Db) => ({
  async list(userId: number | undefined, limit: number, offset: number) {
    const where: SQL | undefined = userId ? eq(companies.user_id, userId) : undefined;
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(where);
    // Page the bare ids on the (name, id) index first, then join only those rows.
    const page = await db
      .select({ id: companies.id })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(limit)
      .offset(offset);
    const rows = page.length
      ? await db
          .select(columns)
          .from(companies)
          .innerJoin(users, eq(users.id, companies.user_id))
          .where(
            inArray(
              companies.id,
              page.map((p) => p.id),
            ),
          )
          .orderBy(asc(companies.name), asc(companies.id))
      : [];
    return { total: count?.n ?? 0, rows };
  },

  async findById(id: number) {
    const [row] = await db
      .select(columns)
      .from(companies)
      .innerJoin(users, eq(users.id, companies.user_id))
      .where(eq(companies.id, id))
      .limit(1);
    return row;
  },

  cnpjTaken: (cnpj: string, exceptId?: number) =>
    takenElsewhere(db, companies, companies.id, eq(companies.cnpj, cnpj), exceptId),

  async insert(values: CompanyValues): Promise<number> {
    const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
    return row!.id;
  },

  async update(id: number, values: Partial<CompanyValues>): Promise<void> {
    await db
      .update(companies)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(companies.id, id));
  },

  /** Deletes only when no job points at the company, in one statement (no race with a new job). */
  async removeIfNoJobs(id: number): Promise<boolean> {
    const rows = await db
      .delete(companies)
      .where(and(eq(companies.id, id), sql`not exists (select 1 from ${jobs} where ${jobs.companies_id} = ${id})`))
      .returning({ id: companies.id });
    return rows.length > 0;
  },
});

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
