import { z } from 'zod';
import { requiredMessage as required } from './common.ts';
import { PROFILE_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { eventSchema, isoDate, professionalExperienceSchema, skillSchema, chartItemSchema } from './resume.ts';

/** The student profile, its public resume and the LGPD data rights (docs/spec/02-screens.md, 03-entities.md, 05-validation.md, 07-api.md). */

export const studentMessages = {
  profileUpdated: 'Sucesso ao atualizar perfil!',
  profileCreated: 'Sucesso ao cadastrar perfil!',
  profileUpdateFailed: 'Falha ao atualizar perfil!',
  profileCreateFailed: 'Falha ao cadastrar perfil!',
  fetchFailed: 'Falha ao buscar perfil do estudante',
  notFound: 'Estudante não encontrado',
  birthdayRequired: required('Data de nascimento'),
  phoneRequired: required('Telefone'),
  phoneInvalid: 'Telefone inválido',
  profileTooLong: `O perfil deve ter no máximo ${PROFILE_MAX_LENGTH} caracteres`,
  birthdayInvalid: 'Data de nascimento inválida',
  cepInvalid: 'CEP inválido',
  lattesInvalid: 'Informe um link válido (http ou https) para o Lattes',
  placeholders: {
    name: 'Nome não informado',
    course: 'Curso não informado',
    profile: 'Perfil não informado',
    address: 'Endereço não informado',
    email: 'Email não informado',
    phone: 'Telefone não informado',
    date: 'Data não informada',
  },
  share: 'Compartilhar Currículo',
  copyLink: 'Copiar Link',
  download: 'Download',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .optional();

/**
 * POST or PUT /api/students/{id}, multipart: every field as text plus an optional `profile_picture`
 * image (5 MB); `remove_profile_picture: '1'` clears the picture. E-mail and course are read-only.
 */
export const updateStudentProfileSchema = z.object({
  birthday: isoDate(studentMessages.birthdayRequired).refine(
    (v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10),
    {
      error: studentMessages.birthdayInvalid,
      abort: true,
    },
  ),
  phone: z
    .string({ error: studentMessages.phoneRequired })
    .trim()
    .min(1, { error: studentMessages.phoneRequired, abort: true })
    .max(32, { error: studentMessages.phoneInvalid })
    .refine((v) => /^[0-9()+\-\s.]+$/.test(v) && v.replace(/\D/g, '').length >= 8, {
      error: studentMessages.phoneInvalid,
    }),
  profile: z.string().trim().max(PROFILE_MAX_LENGTH, { error: studentMessages.profileTooLong }).optional(),
  link_lattes: z
    .string()
    .trim()
    .max(500, { error: 'Máximo de 500 caracteres' })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: studentMessages.lattesInvalid })
    .optional(),
  cep: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), { error: studentMessages.cepInvalid })
    .optional(),
  state: optionalText(32),
  city: optionalText(120),
  address: optionalText(255),
  number: optionalText(32),
  remove_profile_picture: z.enum(['0', '1']).optional(),
});
export type UpdateStudentProfileInput = z.input<typeof updateStudentProfileSchema>;

/**
 * The academic period as staff read it: '6º período · Cursando' (either part alone when the other
 * is missing, null when both are). The academic system sends 'periodo' as '6º' or '6'.
 */
export const periodLabel = (periodo: string | null | undefined, situacao: string | null | undefined): string | null => {
  const p = periodo?.trim();
  const s = situacao?.trim();
  const period = p ? `${/^\d+$/.test(p) ? `${p}º` : p} período` : null;
  return [period, s || null].filter(Boolean).join(' · ') || null;
};

export const studentCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  id_knowledge_area: z.number().int().nullable(),
});

/** GET /api/students/{id}: staff never receive events or experiences with visible = 0. */
export const studentSchema = z.object({
  id: z.number().int(),
  id_user: z.number().int(),
  ra: z.string(),
  id_course: z.number().int().nullable(),
  course: studentCourseSchema.nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  profile: z.string().nullable(),
  /** Signed, short-lived link to the picture. */
  profile_picture: z.string().nullable(),
  link_lattes: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  cep: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  number: z.string().nullable(),
  periodo: z.string().nullable(),
  situacao_periodo: z.string().nullable(),
  skills: z.array(skillSchema),
  professionalExperiences: z.array(professionalExperienceSchema),
  events: z.array(eventSchema),
  /** True only for the student themselves: staff get a read-only view (docs/spec/06-roles.md#role-matrix). */
  can_edit: z.boolean(),
});
export type Student = z.infer<typeof studentSchema>;

/** GET /api/students/{id}/public, no token: visible items only, no e-mail, phone or address beyond city and state. */
export const publicStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  course: z.object({ name: z.string() }).nullable(),
  profile: z.string().nullable(),
  profile_picture: z.string().nullable(),
  link_lattes: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  skills: z.array(skillSchema.pick({ id: true, name: true })),
  professionalExperiences: z.array(professionalExperienceSchema.omit({ student_id: true, visible: true })),
  events: z.array(eventSchema.omit({ student_id: true, visible: true })),
  /** The student's e-mail for the contact button, only when they chose to show it. */
  email: z.string().nullable(),
});
export type PublicStudent = z.infer<typeof publicStudentSchema>;

/* ---------- Resume sharing ('Compartilhar currículo') ---------- */

export const shareMessages = {
  title: 'Compartilhar currículo',
  switchLabel: 'Compartilhar currículo',
  emailLabel: 'Mostrar meu e-mail no currículo compartilhado',
  enabled: 'Currículo compartilhado. Copie o link e envie para quem quiser.',
  disabled: 'Compartilhamento desativado. O link não abre mais.',
  renewed: 'Novo link gerado. O link anterior não abre mais.',
  saved: 'Preferência salva.',
  failed: 'Não foi possível alterar o compartilhamento. Tente novamente.',
  offHelp: 'Desativado: ninguém abre o seu currículo público. Ao ativar, um link secreto é gerado.',
  onHelp: 'Qualquer pessoa com este link vê as informações marcadas como visíveis.',
  renew: 'Gerar novo link',
  contact: 'Entrar em contato',
  unavailable:
    'Este link de currículo não está disponível. O estudante pode ter desativado o compartilhamento ou gerado um novo link.',
} as const;

/** GET/POST/PUT/DELETE /api/students/{id}/share: whether the resume is shared, its link, the e-mail choice. */
export const resumeShareSchema = z.object({
  enabled: z.boolean(),
  public_url: z.string().nullable(),
  show_email: z.boolean(),
});
export type ResumeShare = z.infer<typeof resumeShareSchema>;
export const resumeShareRequestSchema = z.object({ show_email: z.boolean().optional() }).nullish();
export const resumeShareEmailSchema = z.object({ show_email: z.boolean() });
/** GET /api/students/{id}/public?key=: the key of the shared link (404 without the right one). */
export const publicResumeQuerySchema = z.object({ key: z.string().max(100).optional() });

/* ---------- LGPD: export and deletion ---------- */

export const privacyMessages = {
  exportTitle: 'Baixar meus dados',
  deletionTitle: 'Excluir meus dados',
  deletionConfirmHint: 'Digite "excluir" para confirmar',
  deletionConfirmRequired: 'Digite "excluir" para confirmar a exclusão',
  deleted: 'Dados do estudante excluídos com sucesso',
} as const;

/**
 * The signed-in user's own password, asked again before an export or an erasure: a session left
 * open on a shared computer must not hand over or destroy someone's data.
 */
const reauthPassword = z
  .string({ error: messages.validation.passwordRequired })
  .min(1, { error: messages.validation.passwordRequired })
  .max(256);

/** POST /api/students/{id}/export: the JSON download, after the password again. */
export const dataExportRequestSchema = z.object({ password: reauthPassword });
export type DataExportRequest = z.input<typeof dataExportRequestSchema>;

/** POST /api/students/{id}/data-deletion (or DELETE): the typed word 'excluir', any case, and the password again. */
export const dataDeletionRequestSchema = z.object({
  confirm: z
    .string({ error: privacyMessages.deletionConfirmRequired })
    .refine((v) => v.trim().toLowerCase() === 'excluir', { error: privacyMessages.deletionConfirmRequired }),
  password: reauthPassword,
});
export type DataDeletionRequest = z.input<typeof dataDeletionRequestSchema>;

export const dataDeletionResultSchema = z.object({
  message: z.string(),
  student_id: z.number().int(),
  /** Rows removed per kind (applications, bookmarks, skills, ...), including other modules' parts. */
  removed: z.record(z.string(), z.number().int()),
  files_removed: z.number().int(),
  /** True when the student deleted their own data: the session is over. */
  signed_out: z.boolean(),
});
export type DataDeletionResult = z.infer<typeof dataDeletionResultSchema>;

/** POST /api/students/{id}/export: a JSON download of everything the portal holds about the student. */
export const studentExportSchema = z.object({
  generated_at: z.string(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role_id: z.number().int(),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  student: studentSchema
    .omit({ skills: true, professionalExperiences: true, events: true, can_edit: true, user: true })
    .extend({ created_at: z.string(), updated_at: z.string() }),
  skills: z.array(skillSchema),
  professional_experiences: z.array(professionalExperienceSchema),
  events: z.array(eventSchema),
  applications: z.array(
    z.object({
      id: z.number().int(),
      job_id: z.number().int(),
      job_title: z.string(),
      company: z.string(),
      hired: z.boolean(),
      created_at: z.string(),
    }),
  ),
  bookmarks: z.array(
    z.object({ id: z.number().int(), job_id: z.number().int(), job_title: z.string(), created_at: z.string() }),
  ),
  complementary_activities: z.array(chartItemSchema),
  term_signatures: z.array(z.object({ term_id: z.number().int(), type: z.string(), signed_at: z.string() })),
  /** Every stored file: which field it belongs to, its storage key and a signed link. */
  files: z.array(z.object({ field: z.string(), key: z.string(), url: z.string().nullable() })),
  /** Parts other modules add (for example the professional stage submissions). */
  other: z.record(z.string(), z.unknown()),
});
export type StudentExport = z.infer<typeof studentExportSchema>;
