import { internshipMessages as m, type CreateInternship } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin, type AuthUser } from '../../lib/access.ts';
import type { InternshipInsert } from './internships.repository.ts';
import { lawRefusals } from './internships.law.ts';
import type { InternshipDeps } from './internships.service.ts';

/** A draft's columns, as written by its creation and by every edit. */
export type DraftValues = Omit<InternshipInsert, 'verification_code' | 'created_by' | 'status'>;

/**
 * The parties and the law's checks of a draft (docs/decisions/018-internships-tce.md): the same
 * for a new TCE and for an edit, so a draft never holds text that failed them. `exceptId` leaves
 * the draft being edited out of its own 2-year sum (art. 11).
 */
export const createDraftRules = (deps: Pick<InternshipDeps, 'repo' | 'covering'>) => {
  const { repo } = deps;
  const notFound = () => new AppError('NOT_FOUND', m.notFound);

  /** The student and company the TCE is for: from the hired application, or from the RA and company. */
  const partiesOf = async (actor: AuthUser, input: CreateInternship) => {
    if (input.application_id) {
      const a = await repo.application(input.application_id);
      if (!a || (!isAdmin(actor) && a.owner_id !== actor.id)) throw notFound();
      if (a.stage !== 'hired') throw AppError.validation('application_id', m.applicationNotHired, 'hired');
      if (input.companies_id && input.companies_id !== a.companies_id)
        throw AppError.validation('companies_id', m.applicationMismatch, 'application');
      if (input.ra && input.ra !== a.ra) throw AppError.validation('ra', m.applicationMismatch, 'application');
      const s = await repo.studentById(a.student_id);
      return { student: s!, companiesId: a.companies_id };
    }
    if (!input.ra) throw AppError.validation('ra', m.raRequired, 'required');
    if (!input.companies_id) throw AppError.validation('companies_id', m.companyRequired, 'required');
    const company = await repo.company(input.companies_id);
    if (!company || (!isAdmin(actor) && company.owner_id !== actor.id)) throw notFound();
    const student = await repo.studentByRa(input.ra);
    if (!student) throw AppError.validation('ra', m.studentNotFound, 'exists');
    return { student, companiesId: company.id };
  };

  return {
    /** Every refusal at once as a 422; otherwise the columns to write. */
    async values(actor: AuthUser, input: CreateInternship, exceptId?: number): Promise<DraftValues> {
      const { student, companiesId } = await partiesOf(actor, input);
      const [otherPeriods, supervisorLoad, agreementId] = await Promise.all([
        repo.periodsAtCompany(student.id, companiesId, exceptId),
        repo.supervisorLoad(input.supervisor.email),
        input.ends_on >= input.starts_on ? deps.covering(companiesId, input.starts_on, input.ends_on) : undefined,
      ]);
      const errors = lawRefusals(input, {
        disability: student.disability,
        otherPeriods,
        supervisorLoad,
        hasAgreement: agreementId !== undefined,
      });
      if (errors.length || agreementId === undefined)
        throw new AppError('VALIDATION', errors[0]?.message ?? m.noAgreement, { errors });
      return {
        kind: input.kind,
        application_id: input.application_id ?? null,
        students_id: student.id,
        companies_id: companiesId,
        agreements_id: agreementId,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        hours_per_day: input.hours_per_day,
        hours_per_week: input.hours_per_week,
        stipend_cents: input.stipend_cents,
        transport_aid_cents: input.transport_aid_cents,
        insurer: input.insurer,
        policy_number: input.policy_number,
        supervisor_name: input.supervisor.name,
        supervisor_email: input.supervisor.email,
        supervisor_position: input.supervisor.position,
        supervisor_education: input.supervisor.education,
        advisor_name: input.advisor.name,
        advisor_email: input.advisor.email,
        activities: input.activities,
      };
    },
  };
};
