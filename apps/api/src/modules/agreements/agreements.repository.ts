import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, companies, internships } from '../../db/schema/index.ts';

export interface AgreementValues {
  companies_id: number;
  number: string;
  starts_on: string;
  ends_on: string;
  integration_agent_name: string | null;
  integration_agent_cnpj: string | null;
}

const shown = {
  id: agreements.id,
  companies_id: agreements.companies_id,
  company_name: companies.name,
  owner_id: companies.user_id,
  number: agreements.number,
  starts_on: agreements.starts_on,
  ends_on: agreements.ends_on,
  integration_agent_name: agreements.integration_agent_name,
  integration_agent_cnpj: agreements.integration_agent_cnpj,
  internships_count: sql<number>`(select count(*)::int from ${internships} where ${internships.agreements_id} = ${agreements.id})`,
};

/** Convênios: SQL only (docs/decisions/018-internships-tce.md). */
export const createAgreementsRepository = (db: Db) => {
  const base = () => db.select(shown).from(agreements).innerJoin(companies, eq(companies.id, agreements.companies_id));
  const where = (f: { companies_id?: number; owner_id?: number }) =>
    and(
      f.companies_id ? eq(agreements.companies_id, f.companies_id) : undefined,
      f.owner_id ? eq(companies.user_id, f.owner_id) : undefined,
    );
  return {
    async list(f: { companies_id?: number; owner_id?: number }, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        base().where(where(f)).orderBy(desc(agreements.ends_on), desc(agreements.id)).limit(limit).offset(offset),
        db
          .select({ n: count() })
          .from(agreements)
          .innerJoin(companies, eq(companies.id, agreements.companies_id))
          .where(where(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async get(id: number) {
      const [row] = await base().where(eq(agreements.id, id));
      return row;
    },
    async companyOwner(companiesId: number) {
      const [row] = await db
        .select({ owner_id: companies.user_id })
        .from(companies)
        .where(eq(companies.id, companiesId));
      return row;
    },
    async insert(v: AgreementValues) {
      const [row] = await db.insert(agreements).values(v).returning({ id: agreements.id });
      return row!.id;
    },
    async update(id: number, v: AgreementValues) {
      const rows = await db
        .update(agreements)
        .set({ ...v, updated_at: new Date() })
        .where(eq(agreements.id, id))
        .returning({ id: agreements.id });
      return rows.length > 0;
    },
    async remove(id: number) {
      await db.delete(agreements).where(eq(agreements.id, id));
    },
    /** The convênio of `companiesId` in force over the whole period, the one ending last. */
    async covering(companiesId: number, startsOn: string, endsOn: string) {
      const [row] = await db
        .select({ id: agreements.id })
        .from(agreements)
        .where(
          and(
            eq(agreements.companies_id, companiesId),
            lte(agreements.starts_on, startsOn),
            gte(agreements.ends_on, endsOn),
          ),
        )
        .orderBy(desc(agreements.ends_on), desc(agreements.id))
        .limit(1);
      return row?.id;
    },
  };
};
export type AgreementRow = NonNullable<Awaited<ReturnType<AgreementsRepository['get']>>>;
export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
