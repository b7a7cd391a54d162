import { z } from 'zod';
import { requiredMessage as required } from './common.ts';

/** Resume items: professional experiences, events, skills, event types and the hours chart (docs/spec/03-entities.md, 05-validation.md, 08-messages.md). */

export const resumeMessages = {
  success: 'Sucesso',
  failure: 'Falha',
  skillCreated: 'Habilidade cadastrada com sucesso',
  skillUpdated: 'Habilidade atualizada com sucesso',
  skillCreateFailed: 'Falha em cadastrar habilidade',
  skillUpdateFailed: 'Falha em atualizar habilidade',
  skillDeleteFailed: 'Falha ao excluir habilidade',
  experienceDeleted: 'Experiência profissional excluída com sucesso',
  eventDeleting: 'Excluindo evento',
  noEvents: 'Nenhum evento encontrado',
  noExperiences: 'Nenhuma experiência profissional encontrada',
  noSkills: 'Nenhuma habilidade cadastrada',
  /** The 'Divulgar informação' switch on events and experiences. */
  visibleLabel: 'Divulgar informação',
  dateInvalid: 'Data inválida',
  dateOrder: 'A data de término deve ser igual ou posterior à data de início',
  skillTaken: 'Habilidade já cadastrada',
  experienceNotFound: 'Experiência profissional não encontrada',
  eventNotFound: 'Evento não encontrado',
  skillNotFound: 'Habilidade não encontrada',
  eventTypeInvalid: 'Tipo de evento inválido',
  certificateInvalid: 'O certificado deve ser um arquivo PDF ou uma imagem',
  certificateLinkInvalid: 'Informe um link válido (http ou https) para o certificado',
  certificateBoth: 'Envie o arquivo ou o link do certificado, não ambos',
  stateInvalid: 'Estado inválido',
  required: {
    company_name: required('Empresa'),
    city: required('Cidade'),
    state: required('Estado'),
    department: required('Departamento'),
    role: required('Cargo'),
    description: required('Descrição'),
    started: required('Data de início'),
    finished: required('Data de término'),
    id_event_type: required('Tipo de evento'),
    title: required('Nome da atividade'),
    sponsor: required('Organizador'),
    skill: required('Habilidade'),
  },
} as const;

export const chartMessages = {
  noCourse: 'Nenhum curso encontrado.',
  fetchFailed: 'Erro ao buscar os dados.',
  noData: 'Nenhum dado disponível para exibir o gráfico.',
  /** 503: the academic gateway did not answer (timeout or refused connection). */
  gatewayUnavailable: 'Erro ao buscar os dados. O sistema acadêmico não respondeu; tente novamente em instantes.',
  /** 502: the academic gateway answered something the portal cannot read. */
  gatewayBadAnswer: 'Erro ao buscar os dados. O sistema acadêmico enviou uma resposta inválida.',
} as const;

const text = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo de ${max} caracteres` });

/** A calendar date as the date input sends it (YYYY-MM-DD), checked to exist. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}$/.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: resumeMessages.dateInvalid,
        abort: true,
      },
    );

/** 'Divulgar informação': 0/1, also accepted as '0'/'1' (multipart) or a boolean; answered as 0 or 1. */
export const visibleFlagSchema = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false']), z.boolean()])
  .transform((v): 0 | 1 => (v === 1 || v === '1' || v === 'true' || v === true ? 1 : 0));

const dateOrder = <T extends { started?: string; finished?: string }>(v: T) =>
  !v.started || !v.finished || v.finished >= v.started;

/* ---------- Professional experience ---------- */

const experienceFields = {
  company_name: text(resumeMessages.required.company_name),
  city: text(resumeMessages.required.city, 120),
  state: text(resumeMessages.required.state, 32),
  department: text(resumeMessages.required.department, 160),
  role: text(resumeMessages.required.role, 160),
  description: text(resumeMessages.required.description, 5000),
  started: isoDate(resumeMessages.required.started),
  finished: isoDate(resumeMessages.required.finished),
  visible: visibleFlagSchema.optional(),
};

/** POST /api/professional-experiences (student_id defaults to the signed-in student). */
export const createProfessionalExperienceSchema = z
  .object({ ...experienceFields, student_id: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .refine(dateOrder, { error: resumeMessages.dateOrder, path: ['finished'] });
/** PUT /api/professional-experiences/{id}: the full body, or only { visible }. */
export const updateProfessionalExperienceSchema = z
  .object(experienceFields)
  .partial()
  .refine(dateOrder, { error: resumeMessages.dateOrder, path: ['finished'] });
export type CreateProfessionalExperienceInput = z.input<typeof createProfessionalExperienceSchema>;
export type UpdateProfessionalExperienceInput = z.input<typeof updateProfessionalExperienceSchema>;

export const professionalExperienceSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  company_name: z.string(),
  city: z.string(),
  state: z.string(),
  department: z.string(),
  role: z.string(),
  description: z.string(),
  started: z.string(),
  finished: z.string().nullable(),
  visible: z.union([z.literal(0), z.literal(1)]),
});
export type ProfessionalExperience = z.infer<typeof professionalExperienceSchema>;
export const professionalExperienceListSchema = z.array(professionalExperienceSchema);

/* ---------- Event types and events ---------- */

export const eventTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type EventType = z.infer<typeof eventTypeSchema>;
/** GET /api/event-type */
export const eventTypeListSchema = z.array(eventTypeSchema);

/**
 * POST /api/events and PUT /api/events/{id}, multipart: `certificate` is a PDF or image file (10 MB)
 * or an http(s) link sent as text; `remove_certificate: '1'` clears it on edit. PUT also takes
 * only { visible } as JSON.
 */
const eventFields = {
  id_event_type: z.coerce
    .number({ error: resumeMessages.required.id_event_type })
    .int()
    .positive({ error: resumeMessages.required.id_event_type })
    .max(2_147_483_647),
  title: text(resumeMessages.required.title),
  sponsor: text(resumeMessages.required.sponsor),
  started: isoDate(resumeMessages.required.started),
  finished: isoDate(resumeMessages.required.finished),
  visible: visibleFlagSchema.optional(),
};
export const createEventSchema = z
  .object({ ...eventFields, student_id: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .refine(dateOrder, { error: resumeMessages.dateOrder, path: ['finished'] });
export const updateEventSchema = z
  .object({ ...eventFields, remove_certificate: z.enum(['0', '1']).optional() })
  .partial()
  .refine(dateOrder, { error: resumeMessages.dateOrder, path: ['finished'] });
export type CreateEventInput = z.input<typeof createEventSchema>;
export type UpdateEventInput = z.input<typeof updateEventSchema>;
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

export const eventSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  id_event_type: z.number().int().nullable(),
  event_type: eventTypeSchema.nullable(),
  title: z.string(),
  sponsor: z.string(),
  started: z.string(),
  finished: z.string(),
  /** A signed link to the stored file, or the external link the student gave. */
  certificate: z.string().nullable(),
  certificate_type: z.enum(['file', 'link']).nullable(),
  visible: z.union([z.literal(0), z.literal(1)]),
});
export type ResumeEvent = z.infer<typeof eventSchema>;

/* ---------- Skills ---------- */

/** POST /api/skills/ (student_id defaults to the signed-in student) and PUT /api/skills/{id}. */
export const createSkillSchema = z.object({
  name: text(resumeMessages.required.skill, 120),
  student_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const updateSkillSchema = z.object({ name: text(resumeMessages.required.skill, 120) });
export type CreateSkillInput = z.input<typeof createSkillSchema>;
export type UpdateSkillInput = z.input<typeof updateSkillSchema>;
export const skillSchema = z.object({ id: z.number().int(), student_id: z.number().int(), name: z.string() });
export type Skill = z.infer<typeof skillSchema>;

/* ---------- Complementary activities (the 'Skills' tab chart) ---------- */

export const chartItemSchema = z.object({
  descricao: z.string(),
  carga_horaria_aproveitada: z.number(),
  carga_horaria_maxima: z.number(),
});
export type ChartItem = z.infer<typeof chartItemSchema>;

/**
 * GET /api/students/{id}/complementary-activities. `course` null means 'Nenhum curso encontrado.';
 * an empty `data` means 'Nenhum dado disponível para exibir o gráfico.'; 502/503 mean 'Erro ao buscar os dados.'.
 */
export const complementaryActivitiesSchema = z.object({
  source: z.enum(['gateway', 'embedded']),
  course: z.object({ name: z.string() }).nullable(),
  data: z.array(chartItemSchema),
});
export type ComplementaryActivities = z.infer<typeof complementaryActivitiesSchema>;

/** POST /api/complementary-activities/import (admin): columns ra, modalidade, carga_horaria_aproveitada, carga_horaria_maxima. */
export const complementaryImportRequestSchema = z.object({
  csv: z
    .string()
    .min(1, { error: 'Envie um arquivo CSV' })
    .max(2_000_000, { error: 'Arquivo CSV maior que o permitido' }),
  dry_run: z.boolean().default(true),
});
export const complementaryImportRowSchema = z.object({
  line: z.number().int(),
  ra: z.string(),
  descricao: z.string(),
  carga_horaria_aproveitada: z.number().nullable(),
  carga_horaria_maxima: z.number().nullable(),
  errors: z.array(z.string()),
  status: z.enum(['valid', 'invalid', 'saved', 'skipped']),
});
export const complementaryImportResultSchema = z.object({
  rows: z.array(complementaryImportRowSchema),
  saved: z.number().int(),
  skipped: z.number().int(),
  dry_run: z.boolean(),
});
export type ComplementaryImportResult = z.infer<typeof complementaryImportResultSchema>;
export const COMPLEMENTARY_IMPORT_MAX_ROWS = 20_000;
