import { followUpMessages as f, type CompletionInput, type Internship, type InternshipReport } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import {
  forbidden,
  isAdmin,
  isInactiveRepresentative,
  isRepresentative,
  isStudent,
  type AuthUser,
} from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';
import type { InternshipQueries } from './internships.repository.ts';
import { assertParty, assertStaff, mailSender, type InternshipDeps } from './internships.service.ts';
import { lastDayOf, recessDays } from './internships.law.ts';
import { toReport } from './internships.view.ts';
import type { InternshipDocuments } from './internships.documents.ts';

type Who = 'student' | 'company' | 'office';
/** Each step of a report belongs to one party: the student writes, the company evaluates, the office decides. */
const assertIs = (actor: AuthUser, who: Who) => {
  const ok =
    who === 'student'
      ? isStudent(actor)
      : who === 'company'
        ? isRepresentative(actor) && !isInactiveRepresentative(actor)
        : isAdmin(actor);
  if (!ok) throw forbidden();
};

/**
 * The internship after signing: activity reports, recess and the ending
 * (docs/decisions/018-internships-tce.md#after-signing).
 */
export const createInternshipFollowUp = (
  deps: InternshipDeps & {
    clock: Clock;
    get: (actor: AuthUser, id: number) => Promise<Internship>;
    documents: InternshipDocuments;
  },
) => {
  const { repo } = deps;
  const mail = mailSender(deps);

  /** Locks the active internship of a party; 409 once it has ended (or before it starts). */
  const activeOf = async (tx: InternshipQueries, actor: AuthUser, id: number) => {
    const t = assertParty(actor, await tx.get(id, true));
    if (t.row.status !== 'active') throw new AppError('CONFLICT', f.notActive);
    return t;
  };
  const reportOf = async (tx: InternshipQueries, id: number, rid: number) => {
    const r = await tx.report(id, rid);
    if (!r) throw new AppError('NOT_FOUND', f.reportNotFound);
    return r;
  };
  const onReport = (
    actor: AuthUser,
    who: Who,
    id: number,
    rid: number,
    step: (status: string) => Parameters<InternshipQueries['updateReport']>[1],
  ): Promise<InternshipReport> => {
    assertIs(actor, who);
    return repo.transaction(async (tx) => {
      await activeOf(tx, actor, id);
      const r = await reportOf(tx, id, rid);
      return toReport(await tx.updateReport(rid, step(r.status)));
    });
  };

  return {
    async reports(actor: AuthUser, id: number) {
      assertParty(actor, await repo.get(id));
      const [reports, documents] = await Promise.all([repo.reports(id), repo.documents(id)]);
      return reports.map((r) => toReport(r, documents));
    },
    submitReport: (actor: AuthUser, id: number, rid: number, activities: string) =>
      onReport(actor, 'student', id, rid, (status) => {
        if (status !== 'pending' && status !== 'returned') throw new AppError('CONFLICT', f.reportNotOpen);
        return { status: 'submitted', activities, submitted_at: deps.clock.now() };
      }),
    evaluateReport: (actor: AuthUser, id: number, rid: number, evaluation: string) =>
      onReport(actor, 'company', id, rid, (status) => {
        if (status === 'approved') throw new AppError('CONFLICT', f.reportApproved);
        return { evaluation, evaluated_at: deps.clock.now() };
      }),
    /** The office's decision; an approved report's PDF is frozen in the same transaction. */
    decideReport(actor: AuthUser, id: number, rid: number, approve: boolean, comment: string | null) {
      assertIs(actor, 'office');
      return repo.transaction(async (tx) => {
        const t = await activeOf(tx, actor, id);
        const r = await reportOf(tx, id, rid);
        if (r.status !== 'submitted') throw new AppError('CONFLICT', f.reportNotSubmitted);
        const decided = await tx.updateReport(rid, {
          status: approve ? 'approved' : 'returned',
          comment,
          decided_at: deps.clock.now(),
        });
        return toReport(decided, approve ? [await deps.documents.freezeReport(tx, t, decided)] : []);
      });
    },

    /** Recess (art. 13): inside the period, within the remaining entitlement, not over another. */
    async addRecess(actor: AuthUser, id: number, input: { starts_on: string; days: number }) {
      assertStaff(actor);
      await repo.transaction(async (tx) => {
        const t = await activeOf(tx, actor, id);
        const endsOn = lastDayOf(input.starts_on, input.days);
        if (input.starts_on < t.row.starts_on || endsOn > t.row.ends_on)
          throw AppError.validation('starts_on', f.recessOutside, 'period');
        const taken = await tx.recesses(id);
        const remaining = recessDays(t.row.starts_on, t.row.ends_on) - taken.reduce((s, x) => s + x.days, 0);
        if (input.days > remaining) throw AppError.validation('days', f.recessBeyond(Math.max(0, remaining)), 'art_13');
        if (taken.some((x) => x.starts_on <= endsOn && input.starts_on <= x.ends_on))
          throw AppError.validation('starts_on', f.recessOverlap, 'overlap');
        await tx.insertRecess({ internships_id: id, starts_on: input.starts_on, ends_on: endsOn, days: input.days });
      });
      return deps.get(actor, id);
    },

    /** Rescisão by any party: the reports due after the end are dropped, every party is told. */
    async terminate(actor: AuthUser, id: number, input: { ended_on: string; reason: string }, origin?: RequestOrigin) {
      if (isInactiveRepresentative(actor)) throw forbidden();
      await deps.queue?.ready();
      const job = { internship_id: id, kind: 'terminated' as const };
      const t = await repo.transaction(async (tx, executor) => {
        const t = await activeOf(tx, actor, id);
        if (input.ended_on < t.row.starts_on || input.ended_on > t.row.ends_on)
          throw AppError.validation('ended_on', f.endedOnOutside, 'period');
        await tx.setStatus(id, {
          status: 'terminated',
          ended_on: input.ended_on,
          termination_reason: input.reason,
          terminated_at: deps.clock.now(),
        });
        await tx.dropPendingAfter(id, input.ended_on);
        await mail.within(executor, job);
        return t;
      });
      await mail.after(job);
      await deps.audit.record({
        action: 'internship.terminated',
        actor,
        origin,
        target: { type: 'internship', id, label: `${t.student_name} (${t.company_name})` },
      });
      return deps.get(actor, id);
    },

    /** The company closes the internship at its end with the evaluation for the termo de realização (art. 9 V). */
    async complete(actor: AuthUser, id: number, input: CompletionInput) {
      assertStaff(actor);
      await repo.transaction(async (tx) => {
        const t = await activeOf(tx, actor, id);
        if (deps.clock.today() < t.row.ends_on) throw new AppError('CONFLICT', f.tooEarly);
        await tx.setStatus(id, {
          status: 'completed',
          ended_on: t.row.ends_on,
          completion_evaluation: input.evaluation,
          activities_summary: input.activities_summary,
          completed_at: deps.clock.now(),
        });
        await deps.documents.freezeCompletion(tx, id);
      });
      return deps.get(actor, id);
    },
  };
};
export type InternshipFollowUp = ReturnType<typeof createInternshipFollowUp>;
