import { agreementMessages, type Agreement, type AgreementInput, type AgreementList } from '@portal/contracts';
import type { z } from 'zod';
import type { agreementInputSchema } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { forbidden, isAdmin, isStudent, type AuthUser } from '../../lib/access.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { AgreementRow, AgreementsRepository } from './agreements.repository.ts';

type Input = z.output<typeof agreementInputSchema>;

const toAgreement = (r: AgreementRow): Agreement => ({
  id: r.id,
  companies_id: r.companies_id,
  company_name: r.company_name,
  number: r.number,
  starts_on: r.starts_on,
  ends_on: r.ends_on,
  integration_agent:
    r.integration_agent_name && r.integration_agent_cnpj
      ? { name: r.integration_agent_name, cnpj: r.integration_agent_cnpj }
      : null,
  internships_count: r.internships_count,
});

const values = (input: Input) => ({
  companies_id: input.companies_id,
  number: input.number,
  starts_on: input.starts_on,
  ends_on: input.ends_on,
  integration_agent_name: input.integration_agent?.name ?? null,
  integration_agent_cnpj: input.integration_agent?.cnpj ?? null,
});

/** Convênios: the office writes them, a company reads its own (docs/decisions/018-internships-tce.md). */
export const createAgreementsService = (deps: { repo: AgreementsRepository; audit: AuditService }) => {
  const { repo } = deps;
  const notFound = () => new AppError('NOT_FOUND', agreementMessages.notFound);

  const assertCompany = async (companiesId: number) => {
    if (!(await repo.companyOwner(companiesId)))
      throw AppError.validation('companies_id', agreementMessages.companyNotFound, 'exists');
  };

  const get = async (actor: AuthUser, id: number): Promise<Agreement> => {
    const row = await repo.get(id);
    if (!row || (!isAdmin(actor) && row.owner_id !== actor.id)) throw notFound();
    return toAgreement(row);
  };

  return {
    /** A representative reads only its companies' convênios: another company's is not found. */
    async authorizeCompany(actor: AuthUser, companiesId: number | undefined) {
      if (isStudent(actor)) throw forbidden();
      if (companiesId === undefined || isAdmin(actor)) return;
      const row = await repo.companyOwner(companiesId);
      if (!row || row.owner_id !== actor.id) throw new AppError('NOT_FOUND', agreementMessages.companyNotFound);
    },
    get,
    async list(actor: AuthUser, q: { page: number; limit: number; companies_id?: number }): Promise<AgreementList> {
      if (isStudent(actor)) throw forbidden();
      const filter = { companies_id: q.companies_id, owner_id: isAdmin(actor) ? undefined : actor.id };
      const { rows, total } = await repo.list(filter, q.limit, pageOffset(q.page, q.limit));
      return { meta: paginationMeta(total, q.page, q.limit), data: rows.map(toAgreement) };
    },
    async create(actor: AuthUser, input: Input): Promise<Agreement> {
      if (!isAdmin(actor)) throw forbidden();
      await assertCompany(input.companies_id);
      return get(actor, await repo.insert(values(input)));
    },
    async update(actor: AuthUser, id: number, input: Input): Promise<Agreement> {
      if (!isAdmin(actor)) throw forbidden();
      await assertCompany(input.companies_id);
      if (!(await repo.update(id, values(input)))) throw notFound();
      return get(actor, id);
    },
    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      if (!isAdmin(actor)) throw forbidden();
      const row = await repo.get(id);
      if (!row) throw notFound();
      if (row.internships_count > 0) throw new AppError('CONFLICT', agreementMessages.inUse);
      await repo.remove(id);
      await deps.audit.record({
        action: 'agreement.deleted',
        actor,
        origin,
        target: { type: 'agreement', id, label: `${row.number} (${row.company_name})` },
      });
    },
    /** The convênio in force over the whole period, for a new TCE. */
    covering: (companiesId: number, startsOn: string, endsOn: string) => repo.covering(companiesId, startsOn, endsOn),
  };
};
export type AgreementsService = ReturnType<typeof createAgreementsService>;
export type { AgreementInput };
