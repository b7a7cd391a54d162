import {
  SIGNING_PARTIES,
  type Internship,
  type InternshipAmendment,
  type InternshipKind,
  type InternshipReport,
  type ReportStatus,
  type InternshipStatus,
  type InternshipSummary,
  type SigningParty,
} from '@portal/contracts';
import type { InternshipRow } from './internships.repository.ts';
import type { ReportRow } from './internships.follow-up.repository.ts';
import type { AmendmentRow, AmendmentSignatureRow, DocumentRow } from './internships.amendments.repository.ts';
import { recessDays } from './internships.law.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The party whose signature an awaiting TCE needs next (student, company, institution). */
export const nextParty = (status: string, signed: Iterable<string>): SigningParty | null => {
  if (status !== 'awaiting_signatures') return null;
  const done = new Set(signed);
  return SIGNING_PARTIES.find((p) => !done.has(p)) ?? null;
};

export const toSummary = (t: InternshipRow, signed: string[]): InternshipSummary => ({
  id: t.row.id,
  status: t.row.status as InternshipStatus,
  kind: t.row.kind as InternshipKind,
  student: { id: t.row.students_id, name: t.student_name, ra: t.student_ra, course: t.student_course },
  company: { id: t.row.companies_id, name: t.company_name, cnpj: t.company_cnpj },
  starts_on: t.row.starts_on,
  ends_on: t.row.ends_on,
  next_party: nextParty(t.row.status, signed),
  created_at: t.row.created_at.toISOString(),
});

/** The code of the frozen document of a report, an amendment or the completion, if there is one. */
const codeOf = (documents: DocumentRow[] | undefined, kind: string, refId: number) =>
  documents?.find((d) => d.kind === kind && d.ref_id === refId) ?? null;

export const toAmendment = (
  a: AmendmentRow,
  signatures: AmendmentSignatureRow[],
  documents: DocumentRow[],
): InternshipAmendment => {
  const own = signatures.filter((s) => s.amendments_id === a.id);
  const doc = codeOf(documents, 'amendment', a.id);
  return {
    id: a.id,
    number: a.number,
    status: a.status as InternshipAmendment['status'],
    changes: a.changes,
    previous: a.previous,
    terms_sha256: a.terms_sha256,
    signatures: own.map((s) => ({
      party: s.party as SigningParty,
      name: s.name,
      signed_at: s.signed_at.toISOString(),
    })),
    next_party:
      a.status === 'awaiting_signatures'
        ? nextParty(
            'awaiting_signatures',
            own.map((s) => s.party),
          )
        : null,
    verification_code: doc?.verification_code ?? null,
    document_sha256: doc?.sha256 ?? null,
    created_at: a.created_at.toISOString(),
    activated_at: iso(a.activated_at),
  };
};

export const toReport = (r: ReportRow, documents?: DocumentRow[]): InternshipReport => ({
  id: r.id,
  due_on: r.due_on,
  status: r.status as ReportStatus,
  activities: r.activities,
  evaluation: r.evaluation,
  comment: r.comment,
  submitted_at: iso(r.submitted_at),
  evaluated_at: iso(r.evaluated_at),
  decided_at: iso(r.decided_at),
  document_code: codeOf(documents, 'report', r.id)?.verification_code ?? null,
});

export interface FollowUp {
  reports: ReportRow[];
  recesses: Array<{ id: number; starts_on: string; ends_on: string; days: number }>;
  amendments: AmendmentRow[];
  amendmentSignatures: AmendmentSignatureRow[];
  documents: DocumentRow[];
}

export const toInternship = (
  t: InternshipRow,
  signatures: Array<{ party: string; name: string; signed_at: Date }>,
  followUp: FollowUp,
): Internship => {
  const r = t.row;
  const entitled = recessDays(r.starts_on, r.ends_on);
  const taken = followUp.recesses.reduce((sum, x) => sum + x.days, 0);
  return {
    ...toSummary(
      t,
      signatures.map((s) => s.party),
    ),
    application_id: r.application_id,
    agreement: { id: r.agreements_id, number: t.agreement_number, ends_on: t.agreement_ends_on },
    hours_per_day: r.hours_per_day,
    hours_per_week: r.hours_per_week,
    stipend_cents: r.stipend_cents,
    transport_aid_cents: r.transport_aid_cents,
    insurer: r.insurer,
    policy_number: r.policy_number,
    supervisor: {
      name: r.supervisor_name,
      email: r.supervisor_email,
      position: r.supervisor_position,
      education: r.supervisor_education,
    },
    advisor: { name: r.advisor_name, email: r.advisor_email },
    activities: r.activities,
    verification_code: r.verification_code,
    terms_sha256: r.terms_sha256,
    document_sha256: r.document_sha256,
    signatures: signatures.map((s) => ({
      party: s.party as SigningParty,
      name: s.name,
      signed_at: s.signed_at.toISOString(),
    })),
    reports: followUp.reports.map((x) => toReport(x, followUp.documents)),
    recess: { entitled_days: entitled, taken_days: taken, remaining_days: Math.max(0, entitled - taken) },
    recesses: followUp.recesses,
    ending: r.ended_on
      ? {
          ended_on: r.ended_on,
          reason: r.termination_reason,
          evaluation: r.completion_evaluation,
          activities_summary: r.activities_summary,
          terminated_at: iso(r.terminated_at),
          completed_at: iso(r.completed_at),
          document_code: codeOf(followUp.documents, 'completion', r.id)?.verification_code ?? null,
        }
      : null,
    amendments: followUp.amendments.map((a) => toAmendment(a, followUp.amendmentSignatures, followUp.documents)),
    submitted_at: iso(r.submitted_at),
    activated_at: iso(r.activated_at),
    cancelled_at: iso(r.cancelled_at),
  };
};
