import type { SigningParty } from '@portal/contracts';
import type { JobDefinition } from '../../queue/registry.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { InternshipsRepository } from './internships.repository.ts';
import { internshipMail } from './internships.mail.ts';

export const INTERNSHIP_MAIL_JOB = 'internship-mail';
export interface InternshipMailJob {
  internship_id: number;
  /** 'turn': the party whose signature is awaited; 'active' / 'terminated': every party; the same for an amendment. */
  kind: 'turn' | 'active' | 'terminated' | 'amendment_turn' | 'amendment_active';
  party?: SigningParty;
  amendment_id?: number;
}

/** The e-mails of the signing: whose turn it is, then the signed TCE to every party. */
export const createInternshipMailer = (deps: { repo: InternshipsRepository; mailer: Mailer; appUrl: string }) => {
  const base = deps.appUrl.replace(/\/+$/, '');
  const deliver = async (data: InternshipMailJob) => {
    const t = await deps.repo.get(data.internship_id);
    if (!t) return;
    const staffLink = `${base}/estagios/${t.row.id}`;
    // A TCE kept after its student's erasure has nobody to e-mail on the student's side.
    const studentParty = t.student_email
      ? [{ name: t.student_name, email: t.student_email, link: `${base}/meu-estagio` }]
      : [];
    const company = await deps.repo.ownerContact(t.row.companies_id);
    const companyParty = company && { ...company, link: staffLink };
    const institution = (await deps.repo.admins()).map((a) => ({ ...a, link: staffLink }));
    const byParty = { student: studentParty, company: companyParty ? [companyParty] : [], institution };
    const to = data.party ? byParty[data.party] : [...studentParty, ...byParty.company, ...institution];
    const amendment = data.amendment_id ? await deps.repo.amendment(t.row.id, data.amendment_id) : undefined;
    const amendmentDoc =
      data.kind === 'amendment_active' && amendment ? await deps.repo.document('amendment', amendment.id) : undefined;
    const verifyCode = data.kind === 'active' ? t.row.verification_code : amendmentDoc?.verification_code;
    for (const r of to)
      await deps.mailer.send(
        internshipMail({
          to: r,
          kind: data.kind,
          student: t.student_name,
          company: t.company_name,
          link: r.link,
          verifyLink: verifyCode ? `${base}/validar/${verifyCode}` : undefined,
          amendment: amendment?.number,
          detail:
            data.kind === 'terminated' && t.row.ended_on
              ? `Data de término: ${t.row.ended_on.split('-').reverse().join('/')}. Motivo: ${t.row.termination_reason ?? ''}`
              : undefined,
        }),
      );
  };
  const job: JobDefinition<InternshipMailJob> = {
    name: INTERNSHIP_MAIL_JOB,
    policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, stately: true },
    handler: deliver,
  };
  return { deliver, job };
};
