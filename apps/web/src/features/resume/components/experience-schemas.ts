/** The experience form, on the contracts' schema (docs/spec/05-validation.md#resume-items). */
import { configureZodLocale, createProfessionalExperienceSchema, type ProfessionalExperience } from '@portal/contracts';
import { toDateInput } from './resume-format';

configureZodLocale();

export const experienceFormSchema = createProfessionalExperienceSchema;

export interface ExperienceFormValues {
  company_name: string;
  role: string;
  department: string;
  city: string;
  state: string;
  started: string;
  finished: string;
  description: string;
  visible: boolean;
}

export const EXPERIENCE_FIELDS = [
  'company_name',
  'role',
  'department',
  'city',
  'state',
  'started',
  'finished',
  'description',
  'visible',
] as const;

export const initialExperienceValues = (e: ProfessionalExperience | null): ExperienceFormValues => ({
  company_name: e?.company_name ?? '',
  role: e?.role ?? '',
  department: e?.department ?? '',
  city: e?.city ?? '',
  state: e?.state ?? '',
  started: toDateInput(e?.started),
  finished: toDateInput(e?.finished),
  description: e?.description ?? '',
  visible: e ? e.visible === 1 : true,
});
