import { z } from 'zod';
import { paginated, requiredMessage as required } from './common.ts';

const text = (label: string, max = 255) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label) })
    .max(max, { error: `Máximo de ${max} caracteres` });
const id = (label: string) =>
  z.coerce
    .number({ error: required(label) })
    .int({ error: required(label) })
    .positive({ error: required(label) })
    .max(2_147_483_647);
const money = (label: string) =>
  z.coerce
    .number({ error: `O campo "${label}" deve ser numérico` })
    .min(0, { error: `O campo "${label}" não pode ser negativo` })
    .max(10_000_000);

export const jobMessages = {
  created: 'Vaga cadastrada com sucesso!',
  createFailed: 'Vaga não foi cadastrada, verifique seus dados e tente novamente!',
  updated: 'Vaga alterada com sucesso!',
  updateFailed: 'Vaga não foi alterada, verifique seus dados e tente novamente!',
  deleted: 'Vaga deletada com sucesso!',
  deleteFailed: 'Vaga não foi deletada, verifique seus dados e tente novamente!',
  notFound: 'Vaga não encontrada',
  newJobsOpen: 'Vagas novas são sempre abertas',
  rangeInvalid: 'A remuneração final não pode ser menor que a inicial',
  unknownCompany: 'Empresa não encontrada',
  unknownArea: 'Área de conhecimento não encontrada',
  unknownContract: 'Tipo de contrato não encontrado',
  closesAtInvalid: 'Informe uma data válida',
  closesAtPast: 'A data de encerramento não pode estar no passado',
  /** Cards and details: '{date}' is dd/mm/aaaa. */
  closesAt: (date: string) => `Inscrições até ${date}`,
  closedNoticeSubject: (title: string) => `Vaga encerrada: ${title}`,
} as const;

/** 'YYYY-MM-DD' or null ('' from an emptied form field means none). */
const closingDate = z
  .preprocess((v) => (v === '' ? null : v), z.iso.date({ error: jobMessages.closesAtInvalid }).nullable())
  .optional();

const jobFields = {
  title: text('Título'),
  companies_id: id('Empresa'),
  knowledge_areas_id: id('Área'),
  contract_types_id: id('Tipo de contrato'),
  state: text('Estado', 32),
  city: text('Cidade', 120),
  remuneration_initial: money('Remuneração inicial'),
  department: text('Departamento', 160),
  experience_level: text('Nível de experiência', 120),
  description: text('Descrição', 10_000),
  assignments: text('Atribuições', 10_000),
  requirements: text('Requisitos', 10_000),
  remuneration_final: money('Remuneração final').nullable().optional(),
  additional_info: z.string().trim().max(10_000).nullable().optional(),
  work_mode: z.string().trim().max(60).nullable().optional(),
  employment_type: z.string().trim().max(60).nullable().optional(),
  /** Open through this day in the portal's time zone; a past date is refused when set or changed. */
  closes_at: closingDate,
};

export const createJobSchema = z.object({
  ...jobFields,
  status: z.coerce
    .number()
    .int()
    .pipe(z.literal(1, { error: jobMessages.newJobsOpen }))
    .default(1),
});
/** Edit sends only the changed fields; each one sent must be filled (additional info too). */
export const updateJobSchema = z
  .object({
    ...jobFields,
    status: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(2)])),
    additional_info: text('Informações adicionais', 10_000),
  })
  .partial();
export type CreateJobInput = z.input<typeof createJobSchema>;
export type UpdateJobInput = z.input<typeof updateJobSchema>;

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  hired: z.boolean(),
  notified_at: z.string().nullable(),
  created_at: z.string(),
  ra: z.string(),
  student: z.object({
    id: z.number().int(),
    ra: z.string(),
    phone: z.string().nullable(),
    user: z.object({ name: z.string(), email: z.string() }),
  }),
});

/** The vacancy itself, as staff and students both read it. */
export const jobDetailsShape = {
  title: z.string(),
  status: z.number().int(),
  state: z.string(),
  city: z.string(),
  remuneration_initial: z.number().nullable(),
  remuneration_final: z.number().nullable(),
  department: z.string().nullable(),
  experience_level: z.string().nullable(),
  work_mode: z.string().nullable(),
  employment_type: z.string().nullable(),
  description: z.string(),
  assignments: z.string().nullable(),
  requirements: z.string().nullable(),
  additional_info: z.string().nullable(),
  /** 'YYYY-MM-DD' or null: shown as 'Inscrições até dd/mm/aaaa'. */
  closes_at: z.string().nullable(),
  /** Knowledge area name. */
  area: z.string().nullable(),
  contract_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
};

export const jobSchema = z.object({
  id: z.number().int(),
  ...jobDetailsShape,
  knowledge_areas_id: z.number().int().nullable(),
  contract_types_id: z.number().int().nullable(),
  companies_id: z.number().int(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    cnpj: z.string().nullable(),
    numero_registro: z.string().nullable(),
    site: z.string().nullable(),
    about: z.string(),
    logo_image: z.string().nullable(),
    cover_image: z.string().nullable(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  }),
  applications_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = paginated(jobSchema);
export const jobWithApplicationsSchema = jobSchema.extend({ applications: z.array(jobApplicationSchema) });
export type JobWithApplications = z.infer<typeof jobWithApplicationsSchema>;

export const jobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  companies_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export const knowledgeAreasResponseSchema = z.object({ data: z.array(namedItemSchema) });
