import type { Readable } from 'node:stream';
import {
  amendmentMessages,
  capitalizeName,
  DOCUMENT_KIND_LABELS,
  followUpMessages as f,
  internshipMessages as m,
  type DocumentVerification,
  type InternshipStatus,
  type SigningParty,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { AmendmentRow, AmendmentSignatureRow } from './internships.amendments.repository.ts';
import { amendmentTermsOf } from './internships.amendment-terms.ts';
import type { ReportRow } from './internships.follow-up.repository.ts';
import { buildTcePdf } from './internships.pdf.ts';
import { buildRecordPdf } from './internships.record-pdf.ts';
import { completionSectionsOf, reportSectionsOf } from './internships.records.ts';
import type { InternshipQueries, InternshipRow, InternshipsRepository } from './internships.repository.ts';
import { assertParty, newCode } from './internships.service.ts';
import { day, sha256 } from './internships.terms.ts';

type Kind = 'report' | 'amendment' | 'completion';
const SUBTITLE = 'Lei 11.788/2008 - Portal de Oportunidades';

/**
 * The frozen documents after the TCE: the approved report, the signed amendment and the termo de
 * realização, each written once with its own verification code and served as stored
 * (docs/decisions/018-internships-tce.md#frozen-documents-after-signing).
 */
export const createInternshipDocuments = (deps: {
  repo: InternshipsRepository;
  storage: Storage;
  appUrl: string;
  institution: string;
  method: { method: string; label: string };
}) => {
  const verifyUrl = (code: string) => `${deps.appUrl.replace(/\/+$/, '')}/validar/${code}`;
  const partyName = (t: InternshipRow, party: string, name: string) =>
    party === 'company'
      ? `${t.company_name}, por ${name}`
      : party === 'institution'
        ? `${deps.institution}, por ${name}`
        : capitalizeName(name);

  const store = async (
    tx: InternshipQueries,
    t: InternshipRow,
    kind: Kind,
    refId: number,
    build: (code: string) => Promise<Uint8Array>,
  ) => {
    const code = newCode();
    const pdf = await build(code);
    const key = `internships/${t.row.id}/${kind}-${refId}-${code}.pdf`;
    await deps.storage.put(key, Buffer.from(pdf), 'application/pdf');
    return tx.insertDocument({
      internships_id: t.row.id,
      kind,
      ref_id: refId,
      verification_code: code,
      storage_key: key,
      sha256: sha256(pdf),
    });
  };
  const titleOf = (kind: Kind, ref: { number?: number; due_on?: string }) =>
    kind === 'amendment'
      ? `Termo aditivo nº ${ref.number} ao Termo de Compromisso de Estágio`
      : kind === 'report'
        ? `Relatório de atividades de estágio, vencimento ${day(ref.due_on ?? '')}`
        : 'Termo de realização do estágio';

  return {
    /** The approved report's PDF, in the transaction that approves it. */
    freezeReport: (tx: InternshipQueries, t: InternshipRow, r: ReportRow) =>
      store(tx, t, 'report', r.id, (code) =>
        buildRecordPdf({
          title: titleOf('report', r),
          subtitle: SUBTITLE,
          sections: reportSectionsOf(t, r, deps.institution),
          verificationCode: code,
          verificationUrl: verifyUrl(code),
          at: r.decided_at ?? new Date(0),
        }),
      ),

    /** The termo de realização, in the transaction that completes the internship (art. 9 V). */
    async freezeCompletion(tx: InternshipQueries, id: number) {
      const t = (await tx.get(id))!;
      const [reports, recesses, amendments] = await Promise.all([tx.reports(id), tx.recesses(id), tx.amendments(id)]);
      return store(tx, t, 'completion', id, (code) =>
        buildRecordPdf({
          title: titleOf('completion', {}),
          subtitle: SUBTITLE,
          sections: completionSectionsOf(t, { reports, recesses, amendments }, deps.institution),
          verificationCode: code,
          verificationUrl: verifyUrl(code),
          at: t.row.completed_at ?? new Date(0),
        }),
      );
    },

    /** The signed amendment's PDF, built by the TCE's builder: it is a term the three parties sign. */
    freezeAmendment: (
      tx: InternshipQueries,
      t: InternshipRow,
      a: AmendmentRow,
      signatures: AmendmentSignatureRow[],
      at: Date,
    ) =>
      store(tx, t, 'amendment', a.id, (code) =>
        buildTcePdf({
          title: titleOf('amendment', a),
          sections: amendmentTermsOf(t, a, deps.institution),
          termsSha256: a.terms_sha256,
          signatures: signatures.map((s) => ({
            party: s.party as SigningParty,
            name: partyName(t, s.party, s.name),
            signed_at: s.signed_at,
            method: s.method === deps.method.method ? deps.method.label : s.method,
          })),
          verificationCode: code,
          verificationUrl: verifyUrl(code),
          at,
        }),
      ),

    /** The stored bytes of a frozen document, to a party of the internship or the office. */
    async download(actor: AuthUser, id: number, kind: Kind, refId: number, missing: string) {
      assertParty(actor, await deps.repo.get(id));
      const doc = await deps.repo.document(kind, refId);
      if (!doc || doc.internships_id !== id) throw new AppError('CONFLICT', missing);
      const file = await deps.storage.get(doc.storage_key);
      if (!file) throw new AppError('NOT_FOUND', m.documentNotFound);
      return { stream: file.stream as Readable, size: file.size, name: `${kind}-${doc.verification_code}.pdf` };
    },

    /** Public verification of a document after the TCE; undefined for a code it does not know. */
    async verify(code: string): Promise<DocumentVerification | undefined> {
      const doc = await deps.repo.documentByCode(code);
      if (!doc) return undefined;
      const t = (await deps.repo.get(doc.internships_id))!;
      let title = DOCUMENT_KIND_LABELS[doc.kind as Kind];
      let signatures: DocumentVerification['signatures'] = [];
      if (doc.kind === 'amendment') {
        const a = await deps.repo.amendment(t.row.id, doc.ref_id);
        title = `${title} nº ${a?.number ?? ''}`;
        signatures = (await deps.repo.amendmentSignatures([doc.ref_id])).map((s) => ({
          party: s.party as SigningParty,
          signed_at: s.signed_at.toISOString(),
        }));
      } else if (doc.kind === 'report') {
        const r = await deps.repo.report(t.row.id, doc.ref_id);
        title = `${title} com vencimento em ${day(r?.due_on ?? '')}`;
      }
      return {
        kind: doc.kind as Kind,
        title,
        status: t.row.status as InternshipStatus,
        parties: [
          { party: 'student', name: capitalizeName(t.student_name) },
          { party: 'company', name: t.company_name },
          { party: 'institution', name: deps.institution },
        ],
        signatures,
        sha256: doc.sha256,
      };
    },
  };
};
export type InternshipDocuments = ReturnType<typeof createInternshipDocuments>;
export const documentMissing = {
  report: f.noReportDocument,
  completion: f.noCompletionDocument,
  amendment: amendmentMessages.noDocument,
};
