import {
  jobMessages,
  messages,
  type CreateJobInput,
  type Job,
  type JobHiringSummary,
  type JobWithApplications,
  type UpdateJobInput,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { COUNT_CAP, pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import { isAdmin, isInactiveRepresentative, assertOwner, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { FilesService } from '../files/files.service.ts';
import type { JobFilter, JobValues, JobsRepository } from './jobs.repository.ts';

type Row = NonNullable<Awaited<ReturnType<JobsRepository['findById']>>>;
const num = (v: string | null) => (v === null ? null : Number(v));

/** Jobs: admins manage all; representatives only their companies' jobs, and only while active. */
export const createJobsService = (deps: {
  repo: JobsRepository;
  files: FilesService;
  audit: AuditService;
  clock: Clock;
  /** Knowledge areas (reference data): active ones, or the one the job already has. */
  areas: { selectable(id: number, current?: number | null): Promise<boolean> };
  /** A job was opened (created): its instant alerts are queued. */
  onOpened?: (id: number) => Promise<void>;
}) => {
  const { repo, files } = deps;

  /**
   * A closing date must not be past when it is set or changed; an unchanged one that has since
   * passed is left alone, so the rest of a closed job can still be edited.
   */
  const checkClosingDate = (next: string | null | undefined, current?: string | null) => {
    if (next == null || next === current) return;
    if (next < deps.clock.today()) throw AppError.validation('closes_at', jobMessages.closesAtPast);
  };

  const toJob = (r: Row): Job => ({
    ...r.job,
    remuneration_initial: num(r.job.remuneration_initial),
    remuneration_final: num(r.job.remuneration_final),
    area: r.area,
    contract_type: r.contract_type?.id ? { id: r.contract_type.id, name: r.contract_type.name } : null,
    company: {
      ...r.company,
      logo_image: files.url(r.company.logo_image),
      cover_image: files.url(r.company.cover_image),
      user: r.owner,
    },
    applications_count: r.applications_count,
    created_at: r.job.created_at.toISOString(),
    updated_at: r.job.updated_at.toISOString(),
  });

  const assertActive = (actor: AuthUser) => {
    if (isInactiveRepresentative(actor)) throw new AppError('FORBIDDEN', messages.session.inactiveJobs);
  };

  const owned = async (actor: AuthUser, id: number): Promise<Row> => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', jobMessages.notFound);
    assertOwner(actor, row.company.user_id, jobMessages.notFound);
    return row;
  };

  const checkReferences = async (actor: AuthUser, input: UpdateJobInput, currentArea?: number | null) => {
    if (input.companies_id !== undefined) {
      const owner = await repo.companyOwner(Number(input.companies_id));
      if (owner === undefined) throw AppError.validation('companies_id', jobMessages.unknownCompany);
      assertOwner(actor, owner);
    }
    if (
      input.knowledge_areas_id !== undefined &&
      input.knowledge_areas_id !== null &&
      !(await deps.areas.selectable(Number(input.knowledge_areas_id), currentArea))
    ) {
      throw AppError.validation('knowledge_areas_id', jobMessages.unknownArea);
    }
    if (
      input.contract_types_id !== undefined &&
      !(await repo.exists('contract_types', Number(input.contract_types_id)))
    ) {
      throw AppError.validation('contract_types_id', jobMessages.unknownContract);
    }
  };

  const values = (input: UpdateJobInput): Partial<JobValues> => {
    const out: Partial<JobValues> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (key === 'remuneration_initial' || key === 'remuneration_final')
        (out as Record<string, unknown>)[key] = value === null ? null : String(value);
      else (out as Record<string, unknown>)[key] = value;
    }
    return out;
  };

  /**
   * A representative naming a company of someone else gets the answer of an unknown one, 404
   * (lib/access.ts, notYours); an administrator's unknown company is left to the operation (422).
   */
  const assertCompany = async (actor: AuthUser, companyId: number | undefined) => {
    if (companyId === undefined || isAdmin(actor)) return;
    if ((await repo.companyOwner(companyId)) !== actor.id) throw notYours();
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorize: owned,
    authorizeCompany: assertCompany,
    authorizeOwner: async (actor: AuthUser, ownerId: number) => {
      assertOwner(actor, ownerId);
    },

    async list(actor: AuthUser, filter: JobFilter, page: number, limit: number) {
      if (!isAdmin(actor)) {
        if (filter.ownerId !== undefined) assertOwner(actor, filter.ownerId);
        // Another representative's company is refused, not answered with an empty page (docs/decisions/008-proof-suites.md).
        await assertCompany(actor, filter.companyId);
        filter = { ...filter, ownerId: actor.id };
      }
      const { total, rows } = await repo.list(filter, limit, pageOffset(page, limit));
      return { meta: paginationMeta(total, page, limit, COUNT_CAP), data: rows.map(toJob) };
    },

    async get(actor: AuthUser, id: number): Promise<JobWithApplications> {
      const row = await owned(actor, id);
      const apps = await repo.applicationsOf(id);
      return {
        ...toJob(row),
        applications: apps.map((a) => ({
          id: a.id,
          student_id: a.student_id,
          hired: a.hired,
          ra: a.ra,
          notified_at: a.notified_at?.toISOString() ?? null,
          created_at: a.created_at.toISOString(),
          student: { id: a.student_id, ra: a.ra, phone: a.phone, user: { name: a.name, email: a.email } },
        })),
      };
    },

    /** The job with counts, not its applicants: `/candidaturas/:id` of a job with thousands of them. */
    async summary(actor: AuthUser, id: number): Promise<JobHiringSummary> {
      const row = await owned(actor, id);
      const [applicants, hired] = await Promise.all([repo.applicantCounts(id), repo.hiredOf(id)]);
      return { ...toJob(row), applicants, hired };
    },

    async create(actor: AuthUser, input: CreateJobInput): Promise<Job> {
      assertActive(actor);
      await checkReferences(actor, input as UpdateJobInput);
      checkClosingDate(input.closes_at as string | null | undefined);
      const v = values(input as UpdateJobInput) as JobValues;
      if (input.remuneration_final != null && Number(input.remuneration_final) < Number(input.remuneration_initial)) {
        throw AppError.validation('remuneration_final', jobMessages.rangeInvalid);
      }
      const id = await repo.insert({ ...v, status: 1 });
      await deps.onOpened?.(id);
      return toJob((await repo.findById(id))!);
    },

    async update(actor: AuthUser, id: number, input: UpdateJobInput): Promise<Job> {
      assertActive(actor);
      const current = await owned(actor, id);
      await checkReferences(actor, input, current.job.knowledge_areas_id);
      checkClosingDate(input.closes_at as string | null | undefined, current.job.closes_at);
      const initial = input.remuneration_initial ?? num(current.job.remuneration_initial);
      const final =
        input.remuneration_final === undefined ? num(current.job.remuneration_final) : input.remuneration_final;
      if (final != null && initial != null && Number(final) < Number(initial))
        throw AppError.validation('remuneration_final', jobMessages.rangeInvalid);
      await repo.update(id, values(input));
      return toJob((await repo.findById(id))!);
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      assertActive(actor);
      const current = await owned(actor, id);
      await repo.remove(id);
      await deps.audit.record({
        action: 'job.deleted',
        actor,
        origin,
        target: { type: 'job', id, label: current.job.title },
        details: { company_id: current.company.id },
      });
    },
  };
};

export type JobsService = ReturnType<typeof createJobsService>;
