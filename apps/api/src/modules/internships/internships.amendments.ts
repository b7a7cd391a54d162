import {
  amendmentMessages as am,
  followUpMessages as f,
  internshipMessages as m,
  SIGNING_PARTY_LABELS,
  type CreateAmendment,
  type CreateInternship,
  type InternshipKind,
  type SigningParty,
} from '@portal/contracts';
import type { AmendmentTerms } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { forbidden, isInactiveRepresentative, type AuthUser } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';
import type { AmendmentRow } from './internships.amendments.repository.ts';
import { AMENDABLE, amendmentTermsOf, columnsOf, currentTerms } from './internships.amendment-terms.ts';
import type { InternshipDocuments } from './internships.documents.ts';
import { lawRefusals, reportDueDates } from './internships.law.ts';
import type { InternshipQueries, InternshipRow } from './internships.repository.ts';
import { assertParty, assertStaff, mailSender, type InternshipDeps } from './internships.service.ts';
import type { SignatureMethod } from './internships.signing.ts';
import { partyOf } from './internships.signatures.ts';
import { sha256, termsText } from './internships.terms.ts';
import { nextParty, toAmendment } from './internships.view.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Termos aditivos (docs/decisions/018-internships-tce.md#amendments): the TCE's law checks on the
 * terms as they would become, the TCE's signatures and order, and the terms change only when the
 * last party signs, in the transaction that freezes the amendment's PDF.
 */
export const createInternshipAmendments = (
  deps: InternshipDeps & { clock: Clock; method: SignatureMethod; documents: InternshipDocuments },
) => {
  const { repo } = deps;
  const mail = mailSender(deps);
  const textOf = (t: InternshipRow, a: Pick<AmendmentRow, 'number' | 'changes' | 'previous'>) =>
    sha256(termsText(amendmentTermsOf(t, a, deps.institution)));

  /** The amendment's changes: only the fields that differ; one given equal to today's is a 422. */
  const changesOf = (t: InternshipRow, input: CreateAmendment) => {
    const now = currentTerms(t);
    const changes: AmendmentTerms = {};
    const previous: AmendmentTerms = {};
    for (const k of AMENDABLE) {
      const v = input[k];
      if (v === undefined || v === null) continue;
      if (same(v, now[k])) throw AppError.validation(k, am.unchanged, 'unchanged');
      Object.assign(changes, { [k]: v });
      Object.assign(previous, { [k]: now[k] });
    }
    return { changes, previous, merged: { ...now, ...changes } };
  };

  /** The TCE's checks (art. 8 to 12) on the terms as the amendment would leave them. */
  const assertLawful = async (t: InternshipRow, changes: AmendmentTerms, merged: Required<AmendmentTerms>) => {
    if (changes.ends_on !== undefined) {
      if (changes.ends_on < t.row.starts_on) throw AppError.validation('ends_on', am.endsBeforeStart, 'art_11');
      if (changes.ends_on < deps.clock.today()) throw AppError.validation('ends_on', am.endsInPast, 'past');
    }
    const newSupervisor =
      changes.supervisor && changes.supervisor.email.toLowerCase() !== t.row.supervisor_email.toLowerCase();
    // A TCE kept after its student's erasure has no other period and no recorded disability.
    const sid = t.row.students_id;
    const [student, periods, load, agreement] = await Promise.all([
      sid === null ? undefined : repo.studentById(sid),
      sid === null ? [] : repo.periodsAtCompany(sid, t.row.companies_id),
      newSupervisor ? repo.supervisorLoad(changes.supervisor!.email) : 0,
      changes.ends_on ? deps.covering(t.row.companies_id, t.row.starts_on, merged.ends_on) : t.row.agreements_id,
    ]);
    const input = { ...merged, kind: t.row.kind as InternshipKind, starts_on: t.row.starts_on } as CreateInternship;
    const errors = lawRefusals(input, {
      disability: student?.disability ?? false,
      otherPeriods: periods.filter((p) => p.id !== t.row.id),
      supervisorLoad: load,
      hasAgreement: agreement !== undefined,
    });
    if (errors.length) throw new AppError('VALIDATION', errors[0]!.message, { errors });
    return agreement!;
  };

  const assertTurn = (a: AmendmentRow | undefined, signed: string[], party: SigningParty) => {
    if (!a) throw new AppError('NOT_FOUND', am.notFound);
    if (a.status !== 'awaiting_signatures') throw new AppError('CONFLICT', am.notAwaiting);
    if (signed.includes(party)) throw new AppError('CONFLICT', am.alreadySigned);
    const next = nextParty('awaiting_signatures', signed);
    if (next !== party) throw new AppError('CONFLICT', m.notYourTurn(SIGNING_PARTY_LABELS[next!]));
    return a;
  };
  const signedOf = async (tx: InternshipQueries, aid: number) =>
    (await tx.amendmentSignatures([aid])).map((s) => s.party);

  /** The last signature: the internship's terms change, the reports follow a new end, the PDF is frozen. */
  const activate = async (tx: InternshipQueries, t: InternshipRow, a: AmendmentRow) => {
    const at = deps.clock.now();
    await tx.setStatus(t.row.id, {
      ...columnsOf(a.changes),
      ...(a.agreements_id && { agreements_id: a.agreements_id }),
    });
    if (a.changes.ends_on) {
      const due = reportDueDates(t.row.starts_on, a.changes.ends_on);
      await tx.dropPendingNotIn(t.row.id, due);
      await tx.insertReports(t.row.id, due);
    }
    await tx.activateAmendment(a.id, at);
    await deps.documents.freezeAmendment(tx, t, a, await tx.amendmentSignatures([a.id]), at);
  };

  const list = async (id: number) => {
    const rows = await repo.amendments(id);
    const [signatures, documents] = await Promise.all([
      repo.amendmentSignatures(rows.map((a) => a.id)),
      repo.documents(id),
    ]);
    return rows.map((a) => toAmendment(a, signatures, documents));
  };

  return {
    async list(actor: AuthUser, id: number) {
      assertParty(actor, await repo.get(id));
      return list(id);
    },

    async create(actor: AuthUser, id: number, input: CreateAmendment, origin?: RequestOrigin) {
      assertStaff(actor);
      await deps.queue?.ready();
      // The law's facts are read before the lock (the agreements service has its own connection);
      // under the lock the terms must still be the ones checked.
      const before = assertParty(actor, await repo.get(id));
      if (before.row.status !== 'active') throw new AppError('CONFLICT', am.notActive);
      const open = (rows: AmendmentRow[]) => rows.some((x) => x.status === 'awaiting_signatures');
      if (open(await repo.amendments(id))) throw new AppError('CONFLICT', am.openExists);
      const { changes, previous, merged } = changesOf(before, input);
      if (!Object.keys(changes).length) throw AppError.validation('ends_on', am.empty, 'required');
      const agreementsId = await assertLawful(before, changes, merged);
      const { a, t } = await repo.transaction(async (tx, executor) => {
        const t = assertParty(actor, await tx.get(id, true));
        if (t.row.status !== 'active') throw new AppError('CONFLICT', am.notActive);
        if (open(await tx.amendments(id)) || !same(currentTerms(t), currentTerms(before)))
          throw new AppError('CONFLICT', am.openExists);
        const number = await tx.nextAmendmentNumber(id);
        const a = await tx.insertAmendment({
          internships_id: id,
          number,
          changes,
          previous,
          agreements_id: agreementsId === t.row.agreements_id ? null : agreementsId,
          terms_sha256: textOf(t, { number, changes, previous }),
          created_by: actor.id,
        });
        await mail.within(executor, {
          internship_id: id,
          kind: 'amendment_turn',
          party: 'student',
          amendment_id: a.id,
        });
        return { a, t };
      });
      await mail.after({ internship_id: id, kind: 'amendment_turn', party: 'student', amendment_id: a.id });
      await deps.audit.record({
        action: 'internship.amendment_created',
        actor,
        origin,
        target: { type: 'internship', id, label: `${t.student_name} (${t.company_name})` },
        details: { number: a.number, fields: Object.keys(a.changes) },
      });
      return (await list(id)).find((x) => x.id === a.id)!;
    },

    async sign(actor: AuthUser, id: number, aid: number, password: string, origin: RequestOrigin) {
      if (isInactiveRepresentative(actor)) throw forbidden();
      const party = partyOf(actor);
      assertParty(actor, await repo.get(id));
      assertTurn(await repo.amendment(id, aid), await signedOf(repo, aid), party);
      await deps.method.verify(actor, { password }, origin);
      await deps.queue?.ready();
      const { signature, job } = await repo.transaction(async (tx, executor) => {
        const t = assertParty(actor, await tx.get(id, true));
        if (t.row.status !== 'active') throw new AppError('CONFLICT', f.notActive);
        const signed = await signedOf(tx, aid);
        const a = assertTurn(await tx.amendment(id, aid, true), signed, party);
        // What was signed: the text fixed at creation, recomputed so a changed row cannot pass.
        const terms = textOf(t, a);
        if (terms !== a.terms_sha256) throw new AppError('CONFLICT', am.notAwaiting);
        const signature = await tx.insertAmendmentSignature({
          amendments_id: aid,
          party,
          user_id: actor.id,
          name: actor.name,
          method: deps.method.method,
          ip: origin.ip?.slice(0, 64) ?? null,
          user_agent: origin.userAgent?.slice(0, 500) ?? null,
          document_sha256: terms,
        });
        const next = nextParty('awaiting_signatures', [...signed, party]);
        if (!next) await activate(tx, t, a);
        const job = next
          ? { internship_id: id, kind: 'amendment_turn' as const, party: next, amendment_id: aid }
          : { internship_id: id, kind: 'amendment_active' as const, amendment_id: aid };
        await mail.within(executor, job);
        return { signature, job };
      });
      await mail.after(job);
      await deps.audit.record({
        action: 'internship.amendment_signed',
        actor,
        origin,
        target: { type: 'internship', id, label: actor.name },
        details: { party, amendment_id: aid, document_sha256: signature.document_sha256 },
      });
      return {
        party,
        name: signature.name,
        signed_at: signature.signed_at.toISOString(),
        document_sha256: signature.document_sha256,
      };
    },
  };
};
export type InternshipAmendments = ReturnType<typeof createInternshipAmendments>;
