import { z } from 'zod';
import { paginated, pageQuerySchema, requiredText } from './common.ts';
import { isoDate } from './resume.ts';
import { DOCUMENT_KINDS, internshipAmendmentSchema, signatureSchema, SIGNING_PARTIES } from './internship-signing.ts';
import { endingSchema, internshipReportSchema, recessSchema, recessSummarySchema } from './internship-follow-up.ts';

/** Internships (estágios) and their TCE, Lei 11.788/2008 (docs/decisions/018-internships-tce.md). */
export const INTERNSHIP_STATUSES = [
  'draft',
  'awaiting_signatures',
  'active',
  'cancelled',
  'terminated',
  'completed',
] as const;
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];
export const INTERNSHIP_STATUS_LABELS: Record<InternshipStatus, string> = {
  draft: 'Rascunho',
  awaiting_signatures: 'Aguardando assinaturas',
  active: 'Ativo',
  cancelled: 'Cancelado',
  terminated: 'Rescindido',
  completed: 'Concluído',
};
export const INTERNSHIP_KINDS = ['mandatory', 'optional'] as const;
export type InternshipKind = (typeof INTERNSHIP_KINDS)[number];
export const INTERNSHIP_KIND_LABELS: Record<InternshipKind, string> = {
  mandatory: 'Obrigatório',
  optional: 'Não obrigatório',
};
/**
 * Hour limits per course level (art. 10): a setting per level; the portal's courses are higher
 * education. The 4/20 level is the one the law names for special and final-years fundamental education.
 */
export const INTERNSHIP_HOUR_LIMITS = {
  superior: { day: 6, week: 30 },
  especial: { day: 4, week: 20 },
} as const;
export type CourseLevel = keyof typeof INTERNSHIP_HOUR_LIMITS;
export const DEFAULT_COURSE_LEVEL: CourseLevel = 'superior';
export const INTERNSHIP_MAX_YEARS_SAME_COMPANY = 2;
export const SUPERVISOR_MAX_INTERNS = 10;

const LAW = 'Lei 11.788/2008';
export const internshipMessages = {
  created: 'Termo de compromisso criado com sucesso!',
  updated: 'Rascunho do termo salvo com sucesso!',
  submitted: 'Termo enviado para assinaturas',
  cancelled: 'Termo cancelado',
  signed: 'Termo assinado com sucesso!',
  notFound: 'Estágio não encontrado',
  hoursPerDay: (max: number) => `A jornada não pode passar de ${max} horas diárias (${LAW}, art. 10)`,
  hoursPerWeek: (max: number) => `A jornada não pode passar de ${max} horas semanais (${LAW}, art. 10)`,
  hoursRequired: 'Informe a jornada em horas inteiras',
  endsBeforeStart: `A data de término deve ser igual ou posterior à de início (${LAW}, art. 11)`,
  tooLong: `O estágio na mesma empresa não pode passar de 2 anos, exceto para pessoa com deficiência (${LAW}, art. 11)`,
  stipend: `No estágio não obrigatório, a bolsa é compulsória (${LAW}, art. 12)`,
  transportAid: `No estágio não obrigatório, o auxílio-transporte é compulsório (${LAW}, art. 12)`,
  insurer: `Informe a seguradora do seguro contra acidentes pessoais (${LAW}, art. 9º, IV)`,
  policyNumber: `Informe o número da apólice do seguro contra acidentes pessoais (${LAW}, art. 9º, IV)`,
  supervisorFull: `Este supervisor já acompanha 10 estagiários ao mesmo tempo, o máximo da lei (${LAW}, art. 9º, III)`,
  noAgreement: `Não há convênio com esta empresa vigente em todo o período do estágio (${LAW}, art. 8º)`,
  studentNotFound: 'Nenhum aluno com este RA',
  raRequired: 'O campo "RA" é obrigatório!',
  companyRequired: 'O campo "Empresa" é obrigatório!',
  applicationNotHired: 'A candidatura precisa estar na etapa "Contratado" para iniciar o termo',
  applicationMismatch: 'O aluno e a empresa devem ser os da candidatura',
  activitiesRequired: 'Descreva ao menos uma atividade do plano de atividades (art. 7º, parágrafo único)',
  kindRequired: 'Escolha o tipo de estágio: obrigatório ou não obrigatório',
  startsRequired: 'O campo "Início" é obrigatório!',
  endsRequired: 'O campo "Término" é obrigatório!',
  money: 'Informe um valor em centavos, zero ou mais',
  supervisorName: 'Informe o nome do supervisor',
  supervisorEmail: 'Informe o e-mail do supervisor',
  supervisorPosition: 'Informe o cargo do supervisor',
  supervisorEducation: 'Informe a formação ou experiência do supervisor (art. 9º, III)',
  advisorName: 'Informe o nome do professor orientador (art. 7º, III)',
  advisorEmail: 'Informe o e-mail do professor orientador',
  notDraft: 'Só um termo em rascunho pode ser enviado para assinaturas',
  notEditable: 'Só um termo em rascunho pode ser editado; depois de enviado, o texto é o que as partes assinam',
  notCancellable: 'Só um termo em rascunho ou aguardando assinaturas pode ser cancelado',
  notAwaiting: 'Este termo não está aguardando assinaturas',
  alreadySigned: 'Esta parte já assinou o termo',
  notYourTurn: (party: string) => `Aguardando a assinatura de: ${party}`,
  noDocument: 'O documento é gerado quando as três partes assinam',
  documentNotFound: 'Documento não encontrado',
  empty: 'Nenhum estágio encontrado',
} as const;

const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().min(3, { error: message }).max(254).email({ error: message });
const cents = z.coerce
  .number({ error: internshipMessages.money })
  .int({ error: internshipMessages.money })
  .min(0, { error: internshipMessages.money })
  .max(100_000_000, { error: internshipMessages.money });
const hours = (max: number) =>
  z.coerce
    .number({ error: internshipMessages.hoursRequired })
    .int({ error: internshipMessages.hoursRequired })
    .min(1, { error: internshipMessages.hoursRequired })
    .max(max, { error: internshipMessages.hoursRequired });
const id = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647);

/** The TCE's money and hours fields, for the amendment's body (internship-amendments.ts). */
export const internshipFieldSchemas = { cents, hours };

export const supervisorSchema = z.object({
  name: requiredText(internshipMessages.supervisorName, 255),
  email: email(internshipMessages.supervisorEmail),
  position: requiredText(internshipMessages.supervisorPosition, 160),
  education: requiredText(internshipMessages.supervisorEducation, 160),
});
export const advisorSchema = z.object({
  name: requiredText(internshipMessages.advisorName, 255),
  email: email(internshipMessages.advisorEmail),
});

export const createInternshipSchema = z.object({
  application_id: id('Candidatura inválida').nullish(),
  ra: z.string({ error: internshipMessages.raRequired }).trim().max(32).nullish(),
  companies_id: id(internshipMessages.companyRequired).nullish(),
  kind: z.enum(INTERNSHIP_KINDS, { error: internshipMessages.kindRequired }),
  starts_on: isoDate(internshipMessages.startsRequired),
  ends_on: isoDate(internshipMessages.endsRequired),
  hours_per_day: hours(24),
  hours_per_week: hours(168),
  stipend_cents: cents.default(0),
  transport_aid_cents: cents.default(0),
  insurer: requiredText(internshipMessages.insurer, 160),
  policy_number: requiredText(internshipMessages.policyNumber, 64),
  supervisor: supervisorSchema,
  advisor: advisorSchema,
  activities: z
    .array(requiredText(internshipMessages.activitiesRequired, 500), { error: internshipMessages.activitiesRequired })
    .min(1, { error: internshipMessages.activitiesRequired })
    .max(30, { error: 'No máximo 30 atividades' }),
});
export type CreateInternshipInput = z.input<typeof createInternshipSchema>;
export type CreateInternship = z.output<typeof createInternshipSchema>;
/** `PUT /api/internships/{id}`: a draft is written again whole, with the body and checks of its creation. */
export const updateInternshipSchema = createInternshipSchema;

export const signInternshipSchema = z.object({
  password: z
    .string({ error: 'O campo "Senha" é obrigatório!' })
    .min(1, { error: 'O campo "Senha" é obrigatório!' })
    .max(256),
});

export const internshipSchema = z.object({
  id: z.number().int(),
  status: z.enum(INTERNSHIP_STATUSES),
  kind: z.enum(INTERNSHIP_KINDS),
  application_id: z.number().int().nullable(),
  /** `id` null: the student's data was erased and this signed TCE is kept (docs/decisions/018-internships-tce.md). */
  student: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    ra: z.string(),
    course: z.string().nullable(),
  }),
  company: z.object({ id: z.number().int(), name: z.string(), cnpj: z.string().nullable() }),
  agreement: z.object({ id: z.number().int(), number: z.string(), ends_on: z.string() }),
  starts_on: z.string(),
  ends_on: z.string(),
  hours_per_day: z.number().int(),
  hours_per_week: z.number().int(),
  stipend_cents: z.number().int(),
  transport_aid_cents: z.number().int(),
  insurer: z.string(),
  policy_number: z.string(),
  supervisor: z.object({ name: z.string(), email: z.string(), position: z.string(), education: z.string() }),
  advisor: z.object({ name: z.string(), email: z.string() }),
  activities: z.array(z.string()),
  verification_code: z.string(),
  terms_sha256: z.string().nullable(),
  document_sha256: z.string().nullable(),
  signatures: z.array(signatureSchema),
  /** Whose signature the TCE waits for; null unless awaiting signatures. */
  next_party: z.enum(SIGNING_PARTIES).nullable(),
  /** Activity reports every 6 months and at the end (art. 7 IV), scheduled on activation. */
  reports: z.array(internshipReportSchema),
  /** Recess entitlement (art. 13): 30 days per 12 months, proportional; and the recesses taken. */
  recess: recessSummarySchema,
  recesses: z.array(recessSchema),
  ending: endingSchema,
  /** The termos aditivos, oldest first: each one a version of the terms. */
  amendments: z.array(internshipAmendmentSchema),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Internship = z.infer<typeof internshipSchema>;

export const internshipSummarySchema = internshipSchema.pick({
  id: true,
  status: true,
  kind: true,
  student: true,
  company: true,
  starts_on: true,
  ends_on: true,
  next_party: true,
  created_at: true,
});
export type InternshipSummary = z.infer<typeof internshipSummarySchema>;
export const internshipListSchema = paginated(internshipSummarySchema).extend({
  counts: z.record(z.enum(INTERNSHIP_STATUSES), z.number().int()),
});
export type InternshipList = z.infer<typeof internshipListSchema>;

export const internshipQuerySchema = pageQuerySchema.extend({
  status: z.enum(INTERNSHIP_STATUSES).optional(),
  companies_id: id(internshipMessages.companyRequired).optional(),
  ra: z.string().trim().max(32).optional(),
  course: id('Curso inválido').optional(),
});
export type InternshipQuery = z.input<typeof internshipQuerySchema>;

export const signatureCreatedSchema = signatureSchema.extend({ document_sha256: z.string() });

/** The public verification of a frozen document: names only, never an RA, e-mail, CPF or address. */
export const verificationCodeParamSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8,32}$/, { error: internshipMessages.documentNotFound }),
});
export const documentVerificationSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** What the document is, e.g. 'Termo aditivo nº 1'. */
  title: z.string(),
  status: z.enum(INTERNSHIP_STATUSES),
  parties: z.array(z.object({ party: z.enum(SIGNING_PARTIES), name: z.string() })),
  signatures: z.array(z.object({ party: z.enum(SIGNING_PARTIES), signed_at: z.string() })),
  sha256: z.string(),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;
