import { Readable } from 'node:stream';
import {
  capitalizeName,
  internshipMessages as m,
  SIGNING_PARTY_LABELS,
  type DocumentVerification,
  type InternshipStatus,
  type SigningParty,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { forbidden, isAdmin, isInactiveRepresentative, isRepresentative, type AuthUser } from '../../lib/access.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';
import type { InternshipQueries, InternshipRow } from './internships.repository.ts';
import { assertParty, mailSender, type InternshipDeps } from './internships.service.ts';
import { nextParty } from './internships.view.ts';
import { sha256, termsOf, termsText } from './internships.terms.ts';
import { buildTcePdf } from './internships.pdf.ts';
import { reportDueDates } from './internships.law.ts';
import type { SignatureMethod } from './internships.signing.ts';

export const partyOf = (actor: AuthUser): SigningParty =>
  isAdmin(actor) ? 'institution' : isRepresentative(actor) ? 'company' : 'student';

/**
 * Signatures in order (student, company, university) and the frozen document: written once, when
 * the last party signs, and served as stored (docs/decisions/018-internships-tce.md).
 */
export const createInternshipSignatures = (
  deps: InternshipDeps & { storage: Storage; method: SignatureMethod; appUrl: string },
) => {
  const { repo } = deps;
  const mail = mailSender(deps);
  const verifyUrl = (code: string) => `${deps.appUrl.replace(/\/+$/, '')}/validar/${code}`;

  /** The state checks, before and again under the row lock: a 409 costs no password attempt. */
  const assertTurn = (t: InternshipRow, signed: string[], party: SigningParty) => {
    if (t.row.status !== 'awaiting_signatures') throw new AppError('CONFLICT', m.notAwaiting);
    if (signed.includes(party)) throw new AppError('CONFLICT', m.alreadySigned);
    const next = nextParty(t.row.status, signed);
    if (next !== party) throw new AppError('CONFLICT', m.notYourTurn(SIGNING_PARTY_LABELS[next!]));
  };

  /** Builds and stores the PDF of a fully signed TCE; answers its key and SHA-256. */
  const freeze = async (tx: InternshipQueries, t: InternshipRow, at: Date) => {
    const signatures = await tx.signatures(t.row.id);
    const pdf = await buildTcePdf({
      title: 'Termo de Compromisso de Estágio',
      sections: termsOf(t, deps.institution),
      termsSha256: t.row.terms_sha256 ?? '',
      signatures: signatures.map((s) => ({
        party: s.party as SigningParty,
        name:
          s.party === 'company'
            ? `${t.company_name}, por ${s.name}`
            : s.party === 'institution'
              ? `${deps.institution}, por ${s.name}`
              : capitalizeName(s.name),
        signed_at: s.signed_at,
        method: s.method === deps.method.method ? deps.method.label : s.method,
      })),
      verificationCode: t.row.verification_code,
      verificationUrl: verifyUrl(t.row.verification_code),
      at,
    });
    const key = `internships/${t.row.id}/tce-${t.row.verification_code}.pdf`;
    await deps.storage.put(key, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), 'application/pdf');
    return { key, hash: sha256(pdf) };
  };

  return {
    async sign(actor: AuthUser, id: number, password: string, origin: RequestOrigin) {
      if (isInactiveRepresentative(actor)) throw forbidden();
      const party = partyOf(actor);
      const before = assertParty(actor, await repo.get(id));
      assertTurn(
        before,
        (await repo.signatures(id)).map((s) => s.party),
        party,
      );
      await deps.method.verify(actor, { password }, origin);
      await deps.queue?.ready();
      const { signature, job } = await repo.transaction(async (tx, executor) => {
        const t = assertParty(actor, await tx.get(id, true));
        const signed = (await tx.signatures(id)).map((s) => s.party);
        assertTurn(t, signed, party);
        // What was signed: the text fixed at submission, recomputed so a changed row cannot pass.
        const terms = sha256(termsText(termsOf(t, deps.institution)));
        if (terms !== t.row.terms_sha256) throw new AppError('CONFLICT', m.notAwaiting);
        const signature = await tx.insertSignature({
          internships_id: id,
          party,
          user_id: actor.id,
          name: actor.name,
          method: deps.method.method,
          ip: origin.ip?.slice(0, 64) ?? null,
          user_agent: origin.userAgent?.slice(0, 500) ?? null,
          document_sha256: terms,
        });
        const next = nextParty(t.row.status, [...signed, party]);
        if (next) {
          const job = { internship_id: id, kind: 'turn' as const, party: next };
          await mail.within(executor, job);
          return { signature, job };
        }
        const at = new Date();
        const doc = await freeze(tx, t, at);
        await tx.setStatus(id, {
          status: 'active',
          activated_at: at,
          document_key: doc.key,
          document_sha256: doc.hash,
        });
        await tx.insertReports(id, reportDueDates(t.row.starts_on, t.row.ends_on));
        const job = { internship_id: id, kind: 'active' as const };
        await mail.within(executor, job);
        return { signature, job };
      });
      await mail.after(job);
      await deps.audit.record({
        action: 'internship.signed',
        actor,
        origin,
        target: { type: 'internship', id, label: before.student_name },
        details: { party, document_sha256: signature.document_sha256 },
      });
      return {
        party,
        name: signature.name,
        signed_at: signature.signed_at.toISOString(),
        document_sha256: signature.document_sha256,
      };
    },

    /** The frozen PDF, the very bytes stored when the last party signed. */
    async document(actor: AuthUser, id: number) {
      const t = assertParty(actor, await repo.get(id));
      if (!t.row.document_key) throw new AppError('CONFLICT', m.noDocument);
      const file = await deps.storage.get(t.row.document_key);
      if (!file) throw new AppError('NOT_FOUND', m.documentNotFound);
      return { stream: file.stream as Readable, size: file.size, name: `tce-${t.row.verification_code}.pdf` };
    },

    /** Public verification: names and times only; a code without a frozen document is unknown. */
    async verify(code: string): Promise<DocumentVerification> {
      const t = await repo.byCode(code);
      if (!t || !t.row.document_sha256) throw new AppError('NOT_FOUND', m.documentNotFound);
      const signatures = await repo.signatures(t.row.id);
      return {
        kind: 'tce',
        title: 'Termo de Compromisso de Estágio',
        status: t.row.status as InternshipStatus,
        parties: [
          { party: 'student', name: capitalizeName(t.student_name) },
          { party: 'company', name: t.company_name },
          { party: 'institution', name: deps.institution },
        ],
        signatures: signatures.map((s) => ({ party: s.party as SigningParty, signed_at: s.signed_at.toISOString() })),
        sha256: t.row.document_sha256,
      };
    },
  };
};
export type InternshipSignatures = ReturnType<typeof createInternshipSignatures>;
