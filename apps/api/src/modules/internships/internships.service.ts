import { randomBytes } from 'node:crypto';
import {
  INTERNSHIP_STATUSES,
  internshipMessages as m,
  type CreateInternship,
  type Internship,
  type InternshipList,
  type InternshipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import {
  forbidden,
  isAdmin,
  isInactiveRepresentative,
  isRepresentative,
  isStudent,
  type AuthUser,
} from '../../lib/access.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { InternshipRow, InternshipsRepository } from './internships.repository.ts';
import { createDraftRules } from './internships.draft.ts';
import { termsOf, termsText, sha256 } from './internships.terms.ts';
import { toInternship, toSummary } from './internships.view.ts';
import { INTERNSHIP_MAIL_JOB, type InternshipMailJob } from './internships.jobs.ts';

/** Verification codes: 16 characters without the look-alikes (0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newCode = () => [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

export interface InternshipDeps {
  repo: InternshipsRepository;
  audit: AuditService;
  queue?: JobQueue;
  /** Without a queue (tools, most API tests) the e-mails go right after commit. */
  deliver: (job: InternshipMailJob) => Promise<void>;
  log: { error(o: object, msg: string): void };
  institution: string;
  /** The convênio of the company in force over the whole period (agreements.service). */
  covering: (companiesId: number, startsOn: string, endsOn: string) => Promise<number | undefined>;
}

/** Who may see an internship: its three parties and the office; nobody else learns it exists. */
export const assertParty = (actor: AuthUser, t: InternshipRow | undefined): InternshipRow => {
  if (!t) throw new AppError('NOT_FOUND', m.notFound);
  if (isAdmin(actor)) return t;
  if (isRepresentative(actor) && t.owner_id === actor.id) return t;
  if (isStudent(actor) && t.student_user_id === actor.id) return t;
  throw new AppError('NOT_FOUND', m.notFound);
};

/** The office or an active company representative; students and deactivated companies 403. */
export const assertStaff = (actor: AuthUser) => {
  if (isStudent(actor)) throw forbidden();
  if (isInactiveRepresentative(actor)) throw forbidden();
};

/** Sends the signing e-mails: queued in the caller's transaction, or delivered after it. */
export const mailSender = (deps: InternshipDeps) => ({
  async within(executor: Parameters<JobQueue['sendWithin']>[0], job: InternshipMailJob) {
    if (deps.queue)
      await deps.queue.sendWithin(executor, INTERNSHIP_MAIL_JOB, job, {
        singletonKey: `internship-${job.internship_id}-${job.kind}-${job.amendment_id ?? 0}-${job.party ?? 'all'}`,
      });
  },
  async after(job: InternshipMailJob) {
    if (deps.queue) return deps.queue.wake(INTERNSHIP_MAIL_JOB);
    await deps
      .deliver(job)
      .catch((err: unknown) => deps.log.error({ err: (err as Error).message }, 'internship e-mail not sent'));
  },
});

/** The TCE from draft to awaiting signatures (docs/decisions/018-internships-tce.md). */
export const createInternshipsService = (deps: InternshipDeps) => {
  const { repo } = deps;
  const mail = mailSender(deps);
  const draft = createDraftRules(deps);

  const notFound = () => new AppError('NOT_FOUND', m.notFound);
  const ownCompany = async (actor: AuthUser, companiesId: number | undefined) => {
    if (companiesId === undefined || isAdmin(actor)) return;
    const c = await repo.company(companiesId);
    if (!c || c.owner_id !== actor.id) throw notFound();
  };

  const get = async (actor: AuthUser, id: number): Promise<Internship> => {
    const t = assertParty(actor, await repo.get(id));
    const [signatures, reports, recesses, amendments, documents] = await Promise.all([
      repo.signatures(id),
      repo.reports(id),
      repo.recesses(id),
      repo.amendments(id),
      repo.documents(id),
    ]);
    const amendmentSignatures = await repo.amendmentSignatures(amendments.map((a) => a.id));
    return toInternship(t, signatures, { reports, recesses, amendments, amendmentSignatures, documents });
  };

  return {
    /** Ownership before validation: a company or application of another company is not found. */
    async authorizeCompany(actor: AuthUser, companiesId: number | undefined) {
      assertStaff(actor);
      await ownCompany(actor, companiesId);
    },
    /** The list's company filter: an inactive representative may still look at its own. */
    authorizeListCompany: (actor: AuthUser, companiesId: number | undefined) =>
      isStudent(actor) ? Promise.resolve() : ownCompany(actor, companiesId),
    async authorizeApplication(actor: AuthUser, applicationId: number | undefined) {
      assertStaff(actor);
      if (applicationId === undefined || isAdmin(actor)) return;
      const a = await repo.application(applicationId);
      if (!a || a.owner_id !== actor.id) throw notFound();
    },
    async authorizeRead(actor: AuthUser, id: number) {
      assertParty(actor, await repo.get(id));
    },
    async authorizeManage(actor: AuthUser, id: number) {
      // Someone else's TCE is not there (404) before a deactivated company's refusal (403).
      assertParty(actor, await repo.get(id));
      assertStaff(actor);
    },

    get,

    async list(
      actor: AuthUser,
      q: {
        page: number;
        limit: number;
        status?: InternshipStatus;
        companies_id?: number;
        ra?: string;
        course?: number;
      },
    ): Promise<InternshipList> {
      const scope = isAdmin(actor) ? {} : isStudent(actor) ? { student_user_id: actor.id } : { owner_id: actor.id };
      const { rows, counts } = await repo.list({ ...q, ...scope }, q.limit, pageOffset(q.page, q.limit));
      const signed = await repo.signaturesOf(rows.map((r) => r.row.id));
      const byStatus = Object.fromEntries(INTERNSHIP_STATUSES.map((s) => [s, 0])) as Record<InternshipStatus, number>;
      for (const c of counts) byStatus[c.status as InternshipStatus] = c.n;
      const total = q.status ? byStatus[q.status] : Object.values(byStatus).reduce((a, b) => a + b, 0);
      return {
        meta: paginationMeta(total, q.page, q.limit),
        data: rows.map((r) =>
          toSummary(
            r,
            signed.filter((s) => s.internships_id === r.row.id).map((s) => s.party),
          ),
        ),
        counts: byStatus,
      };
    },

    async create(actor: AuthUser, input: CreateInternship): Promise<Internship> {
      assertStaff(actor);
      const values = await draft.values(actor, input);
      const id = await repo.insert({ ...values, verification_code: newCode(), created_by: actor.id });
      return get(actor, id);
    },

    /** A draft written again whole; from submission on the text is the one the parties sign (409). */
    async update(actor: AuthUser, id: number, input: CreateInternship): Promise<Internship> {
      assertStaff(actor);
      const editable = (t: InternshipRow) => {
        if (t.row.status !== 'draft') throw new AppError('CONFLICT', m.notEditable);
      };
      editable(assertParty(actor, await repo.get(id)));
      const values = await draft.values(actor, input, id);
      await repo.transaction(async (tx) => {
        // Submitted or cancelled meanwhile: the edit is refused, not applied to a text being signed.
        editable(assertParty(actor, await tx.get(id, true)));
        await tx.setStatus(id, values);
      });
      return get(actor, id);
    },

    /** Fixes the text every party signs (its SHA-256) and asks the student first. */
    async submit(actor: AuthUser, id: number): Promise<Internship> {
      if (isStudent(actor)) throw forbidden();
      await deps.queue?.ready();
      await repo.transaction(async (tx, executor) => {
        // Someone else's TCE is not there (404) before a deactivated company's refusal.
        const t = assertParty(actor, await tx.get(id, true));
        assertStaff(actor);
        if (t.row.status !== 'draft') throw new AppError('CONFLICT', m.notDraft);
        const terms = sha256(termsText(termsOf(t, deps.institution)));
        await tx.setStatus(id, { status: 'awaiting_signatures', submitted_at: new Date(), terms_sha256: terms });
        await mail.within(executor, { internship_id: id, kind: 'turn', party: 'student' });
      });
      await mail.after({ internship_id: id, kind: 'turn', party: 'student' });
      return get(actor, id);
    },

    async cancel(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<Internship> {
      if (isStudent(actor)) throw forbidden();
      const t = await repo.transaction(async (tx) => {
        const row = assertParty(actor, await tx.get(id, true));
        assertStaff(actor);
        if (row.row.status !== 'draft' && row.row.status !== 'awaiting_signatures')
          throw new AppError('CONFLICT', m.notCancellable);
        await tx.setStatus(id, { status: 'cancelled', cancelled_at: new Date() });
        return row;
      });
      await deps.audit.record({
        action: 'internship.cancelled',
        actor,
        origin,
        target: { type: 'internship', id, label: `${t.student_name} (${t.company_name})` },
      });
      return get(actor, id);
    },
  };
};
export type InternshipsService = ReturnType<typeof createInternshipsService>;
