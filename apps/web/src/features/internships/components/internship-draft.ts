import type { Internship } from '@portal/contracts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { emptyForm, formField, type FieldErrors, type FormValues } from './internship-form';

/** Reais as the form writes them: '1500,50' (the form reads a comma as the decimal point). */
const reais = (cents: number) => (cents ? (cents / 100).toFixed(2).replace('.', ',') : '');

/** A draft's fields in the TCE form, for 'Editar rascunho'. */
export const fromInternship = (t: Internship): FormValues =>
  emptyForm({
    kind: t.kind,
    ra: t.student.ra,
    companies_id: String(t.company.id),
    starts_on: t.starts_on,
    ends_on: t.ends_on,
    hours_per_day: String(t.hours_per_day),
    hours_per_week: String(t.hours_per_week),
    stipend: reais(t.stipend_cents),
    transport: reais(t.transport_aid_cents),
    insurer: t.insurer,
    policy_number: t.policy_number,
    supervisor_name: t.supervisor.name,
    supervisor_email: t.supervisor.email,
    supervisor_position: t.supervisor.position,
    supervisor_education: t.supervisor.education,
    advisor_name: t.advisor.name,
    advisor_email: t.advisor.email,
    activities: t.activities.join('\n'),
  });

/**
 * A refused TCE: 422 messages under their fields; the rest (and, from an application, the student
 * and company, which are not fields then) as toasts.
 */
export const fieldErrorsOf = (err: unknown, fromApplication: boolean): FieldErrors => {
  const fields = isApiError(err) ? err.fieldErrors : [];
  if (!fields.length) {
    toast.error(errorMessage(err));
    return {};
  }
  const next: FieldErrors = {};
  for (const f of fields) next[formField(f.field)] ??= f.message;
  const hidden = fromApplication
    ? fields.filter((f) => ['ra', 'companies_id', 'application_id'].includes(f.field))
    : [];
  for (const f of hidden) toast.error(f.message);
  return next;
};
