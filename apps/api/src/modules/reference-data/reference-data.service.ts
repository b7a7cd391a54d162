import {
  referenceMessages,
  type ReferenceItem,
  type ReferenceKind,
  type ReferenceList,
  type ReferenceQuery,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import type { ReferenceDataRepository, ReferenceRow } from './reference-data.repository.ts';

const toItem = (k: ReferenceKind, r: ReferenceRow): ReferenceItem => ({
  id: r.id,
  name: r.name,
  ...(k === 'courses' && { id_knowledge_area: r.id_knowledge_area ?? null }),
  retired_at: r.retired_at === null ? null : new Date(r.retired_at).toISOString(),
  in_use: Number(r.in_use),
});

type Input = { name: string; retired?: boolean; id_knowledge_area?: number | null };

/**
 * Courses, knowledge areas and event types: admins create, rename, retire and delete them
 * (docs/decisions/017-career-office-screens.md). A retired row stays on the records that use it
 * and is refused as a new choice; a row in use cannot be deleted.
 */
export const createReferenceDataService = (repo: ReferenceDataRepository, audit: AuditService) => {
  const get = async (k: ReferenceKind, id: number) => {
    const row = await repo.findById(k, id);
    if (!row) throw new AppError('NOT_FOUND', referenceMessages[k].notFound);
    return toItem(k, row);
  };
  const check = async (k: ReferenceKind, input: Input, exceptId?: number) => {
    if (await repo.nameTaken(k, input.name, exceptId))
      throw AppError.validation('name', referenceMessages[k].nameTaken, 'unique');
    if (k === 'courses' && input.id_knowledge_area) {
      const area = await repo.findById('knowledge-areas', input.id_knowledge_area);
      if (!area || (area.retired_at !== null && !exceptId))
        throw AppError.validation('id_knowledge_area', referenceMessages['knowledge-areas'].notFound, 'exists');
    }
  };
  /** A record may take `id` when it exists and is active, or when the record already has it. */
  const selectable = async (k: ReferenceKind, id: number, current?: number | null) => {
    const row = await repo.findById(k, id);
    if (!row) return false;
    return row.retired_at === null || id === current;
  };

  return {
    get,
    selectable,
    async list(
      k: ReferenceKind,
      q: Required<Pick<ReferenceQuery, 'limit' | 'status'>> & Pick<ReferenceQuery, 'page' | 'search'>,
    ): Promise<ReferenceList> {
      const page = q.page;
      const paged = page !== undefined;
      const limit = Number(q.limit);
      const { total, rows } = await repo.list(k, {
        search: q.search || undefined,
        activeOnly: q.status === 'active',
        ...(paged && { limit, offset: pageOffset(Number(page), limit) }),
      });
      const meta = paged ? paginationMeta(total, Number(page), limit) : paginationMeta(total, 1, Math.max(1, total));
      return { meta, data: rows.map((r) => toItem(k, r)) };
    },
    /** Active names, for the CSV import's look-up by name. */
    async activeNames(k: ReferenceKind) {
      return (await repo.list(k, { activeOnly: true })).rows.map((r) => ({ id: r.id, name: r.name }));
    },
    async create(k: ReferenceKind, input: Input) {
      await check(k, input);
      return get(
        k,
        await repo.insert(k, {
          name: input.name,
          retired: input.retired ?? false,
          id_knowledge_area: input.id_knowledge_area,
        }),
      );
    },
    async update(k: ReferenceKind, id: number, input: Input) {
      await get(k, id);
      await check(k, input, id);
      await repo.update(k, id, input);
      return get(k, id);
    },
    async remove(k: ReferenceKind, id: number, ctx?: RequestContext) {
      const current = await get(k, id);
      if (!(await repo.removeIfUnused(k, id))) throw new AppError('CONFLICT', referenceMessages[k].inUse);
      await audit.record({
        action: 'reference_data.deleted',
        actor: ctx?.actor ?? null,
        origin: ctx,
        target: { type: 'reference_data', id, label: `${referenceMessages[k].title}: ${current.name}` },
      });
    },
  };
};

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;

/** What the user, resume and job modules ask of one kind. */
export const referenceChoices = (service: ReferenceDataService, k: ReferenceKind) => ({
  selectable: (id: number, current?: number | null) => service.selectable(k, id, current),
  list: () => service.list(k, { status: 'active', limit: 10 }).then((r) => r.data),
});
