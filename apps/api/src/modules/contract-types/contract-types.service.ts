import { contractTypeMessages, type ContractType } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import type { ContractTypesRepository } from './contract-types.repository.ts';

type Row = NonNullable<Awaited<ReturnType<ContractTypesRepository['findById']>>>;
const toContractType = (r: Row): ContractType => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const createContractTypesService = (repo: ContractTypesRepository, audit: AuditService) => {
  const get = async (id: number) => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', contractTypeMessages.notFound);
    return toContractType(row);
  };
  const unique = async (name: string, exceptId?: number) => {
    if (await repo.nameTaken(name, exceptId))
      throw AppError.validation('name', contractTypeMessages.nameTaken, 'unique');
  };
  return {
    get,
    async list(page: number, limit: number) {
      const { total, rows } = await repo.list(limit, pageOffset(page, limit));
      return { meta: paginationMeta(total, page, limit), data: rows.map(toContractType) };
    },
    async create(name: string) {
      await unique(name);
      return get(await repo.insert(name));
    },
    async update(id: number, name: string) {
      await get(id);
      await unique(name, id);
      await repo.update(id, name);
      return get(id);
    },
    async remove(id: number, ctx?: RequestContext) {
      const current = await get(id);
      if (!(await repo.removeIfUnused(id))) throw new AppError('CONFLICT', contractTypeMessages.inUse);
      await audit.record({
        action: 'contract_type.deleted',
        actor: ctx?.actor ?? null,
        origin: ctx,
        target: { type: 'contract_type', id, label: current.name },
      });
    },
  };
};

export type ContractTypesService = ReturnType<typeof createContractTypesService>;
