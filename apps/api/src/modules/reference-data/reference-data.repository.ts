import type { ReferenceKind } from '@portal/contracts';
import { SqlParams, type SqlRunner } from '../../db/sql-runner.ts';
import { escapeLike } from '../../lib/text-match.ts';
import { KINDS } from './reference-data.kinds.ts';

export interface ReferenceRow {
  id: number;
  name: string;
  id_knowledge_area?: number | null;
  retired_at: Date | string | null;
  in_use: number;
}

export interface ReferenceFilter {
  search?: string;
  activeOnly: boolean;
  limit?: number;
  offset?: number;
}

const folded = (expr: string) => `public.immutable_unaccent(lower(${expr}))`;

/** Hand-written SQL over the three reference tables (same columns, different users of their rows). */
export const createReferenceDataRepository = (run: SqlRunner) => {
  const columns = (k: ReferenceKind) => {
    const kind = KINDS[k];
    return `r.id, r.name, r.retired_at, ${kind.usage} as in_use${kind.extra ? `, ${kind.extra}` : ''}`;
  };
  const where = (p: SqlParams, f: Pick<ReferenceFilter, 'search' | 'activeOnly'>) => {
    const parts = ['true'];
    if (f.activeOnly) parts.push('r.retired_at is null');
    if (f.search) parts.push(`${folded('r.name')} like '%' || ${folded(p.add(escapeLike(f.search)))} || '%'`);
    return parts.join(' and ');
  };

  return {
    async list(k: ReferenceKind, f: ReferenceFilter) {
      const p = new SqlParams();
      const cond = where(p, f);
      const [count] = await run.query<{ n: number }>(
        `select count(*)::int as n from ${KINDS[k].table} r where ${cond}`,
        p.values,
      );
      const page = f.limit === undefined ? '' : ` limit ${p.add(f.limit)} offset ${p.add(f.offset ?? 0)}`;
      const rows = await run.query<ReferenceRow>(
        `select ${columns(k)} from ${KINDS[k].table} r where ${cond} order by ${folded('r.name')}, r.id${page}`,
        p.values,
      );
      return { total: count?.n ?? 0, rows };
    },
    async findById(k: ReferenceKind, id: number) {
      const [row] = await run.query<ReferenceRow>(`select ${columns(k)} from ${KINDS[k].table} r where r.id = $1`, [
        id,
      ]);
      return row;
    },
    /** Same name ignoring case and accents, as the unique index compares them. */
    async nameTaken(k: ReferenceKind, name: string, exceptId?: number) {
      const rows = await run.query<{ id: number }>(
        `select id from ${KINDS[k].table} where ${folded('name')} = ${folded('$1')} and id <> $2 limit 1`,
        [name, exceptId ?? 0],
      );
      return rows.length > 0;
    },
    async insert(k: ReferenceKind, v: { name: string; retired: boolean; id_knowledge_area?: number | null }) {
      const extra = k === 'courses' ? ', id_knowledge_area' : '';
      const values = k === 'courses' ? ', $3' : '';
      const params: unknown[] = [v.name, v.retired];
      if (k === 'courses') params.push(v.id_knowledge_area ?? null);
      const [row] = await run.query<{ id: number }>(
        `insert into ${KINDS[k].table} (name, retired_at${extra}) values ($1, case when $2::boolean then now() end${values}) returning id`,
        params,
      );
      return row!.id;
    },
    async update(
      k: ReferenceKind,
      id: number,
      v: { name: string; retired?: boolean; id_knowledge_area?: number | null },
    ) {
      const p = new SqlParams();
      const sets = [`name = ${p.add(v.name)}`];
      // Retiring twice keeps the first date.
      if (v.retired !== undefined)
        sets.push(`retired_at = case when ${p.add(v.retired)}::boolean then coalesce(retired_at, now()) end`);
      if (k === 'courses' && v.id_knowledge_area !== undefined)
        sets.push(`id_knowledge_area = ${p.add(v.id_knowledge_area)}`);
      await run.query(`update ${KINDS[k].table} set ${sets.join(', ')} where id = ${p.add(id)}`, p.values);
    },
    /** Deletes only when nothing uses the row, in one statement. */
    async removeIfUnused(k: ReferenceKind, id: number) {
      const rows = await run.query<{ id: number }>(
        `delete from ${KINDS[k].table} r where r.id = $1 and ${KINDS[k].usage} = 0 returning r.id`,
        [id],
      );
      return rows.length > 0;
    },
  };
};

export type ReferenceDataRepository = ReturnType<typeof createReferenceDataRepository>;
