/**
 * The job form's zod schemas, built on the contracts (docs/spec/05-validation.md#jobs). Loaded with the
 * Vagas cadastradas page only.
 */
import { z } from 'zod';
import {
  configureZodLocale,
  createJobSchema,
  jobMessages,
  requiredMessage as required,
  updateJobSchema,
  type Job,
} from '@portal/contracts';

configureZodLocale();

/** '1.500,50' or '1500.50' as text; the result is piped into the contracts' numeric rule. */
const parseMoney = (text: string): string => (text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text);

/** A remuneration typed as text, checked by the contracts' numeric rule and sent as a number. */
const toMoney = (label: string, v: string, ctx: z.RefinementCtx<string>): number => {
  const result = createJobSchema.shape.remuneration_initial.safeParse(parseMoney(v));
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.issues.push({ code: 'custom', input: v, message: issue.message.replace('Remuneração inicial', label) });
  return z.NEVER;
};

const requiredMoney = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required(label) })
    .transform((v, ctx) => toMoney(label, v, ctx));

/** Blank is null (docs/spec/05-validation.md#jobs: the final remuneration is optional on create). */
const optionalMoney = (label: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => (v === '' ? null : toMoney(label, v, ctx)));

const optionalText = z
  .string()
  .trim()
  .max(10_000)
  .transform((v) => (v === '' ? null : v));

const always = () => true;
/** A final remuneration below the initial one is refused (both numbers, whatever else failed). */
const withRange = <S extends z.ZodType<{ remuneration_initial: unknown; remuneration_final?: unknown }>>(schema: S) =>
  schema.refine(
    (d) =>
      typeof d.remuneration_initial !== 'number' ||
      typeof d.remuneration_final !== 'number' ||
      d.remuneration_final >= d.remuneration_initial,
    { error: jobMessages.rangeInvalid, path: ['remuneration_final'], when: always },
  );

/** Create: final remuneration and additional info optional; the status is always 'Aberta'. */
export const createJobFormSchema = withRange(
  createJobSchema.safeExtend({
    remuneration_initial: requiredMoney('Remuneração inicial'),
    remuneration_final: optionalMoney('Remuneração final'),
    additional_info: optionalText,
    work_mode: optionalText,
    employment_type: optionalText,
  }),
);

/** Edit: every field required, additional info and final remuneration included. */
export const editJobFormSchema = withRange(
  updateJobSchema.required().safeExtend({
    remuneration_initial: requiredMoney('Remuneração inicial'),
    remuneration_final: requiredMoney('Remuneração final'),
    work_mode: optionalText,
    employment_type: optionalText,
  }),
);

export type CreateJobFormOutput = z.output<typeof createJobFormSchema>;
export type EditJobFormOutput = z.output<typeof editJobFormSchema>;
export type JobFormOutput = CreateJobFormOutput | EditJobFormOutput;

export const JOB_FORM_FIELDS = [
  'title',
  'status',
  'companies_id',
  'knowledge_areas_id',
  'contract_types_id',
  'state',
  'city',
  'remuneration_initial',
  'remuneration_final',
  'department',
  'experience_level',
  'description',
  'assignments',
  'requirements',
  'additional_info',
  'work_mode',
  'employment_type',
  'closes_at',
] as const;

/** What the form holds: every field as text. */
export type JobFormValues = Record<(typeof JOB_FORM_FIELDS)[number], string>;

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export const initialJobValues = (job: Job | null, companyId?: number): JobFormValues => ({
  title: text(job?.title),
  status: text(job?.status ?? 1),
  companies_id: text(job?.companies_id ?? companyId),
  knowledge_areas_id: text(job?.knowledge_areas_id),
  contract_types_id: text(job?.contract_types_id),
  state: text(job?.state),
  city: text(job?.city),
  remuneration_initial: text(job?.remuneration_initial),
  remuneration_final: text(job?.remuneration_final),
  department: text(job?.department),
  experience_level: text(job?.experience_level),
  description: text(job?.description),
  assignments: text(job?.assignments),
  requirements: text(job?.requirements),
  additional_info: text(job?.additional_info),
  work_mode: text(job?.work_mode),
  employment_type: text(job?.employment_type),
  closes_at: text(job?.closes_at),
});
