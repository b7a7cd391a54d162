import { z } from 'zod';
import { paginated } from './common.ts';

/**
 * What the audit log records (docs/decisions/007-audit-log.md): sign-ins, refused sign-ins, account changes,
 * deletions and LGPD exports and erasures. Stored as text, so a new action needs no migration.
 */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'login.locked',
  'logout',
  'password.changed',
  'password.reset_requested',
  'password.reset',
  'user.created',
  'user.role_changed',
  'user.email_changed',
  'user.password_changed',
  'user.activated',
  'user.deactivated',
  'user.deleted',
  'company.deleted',
  'job.deleted',
  'application.deleted',
  'application.stage_changed',
  'orientation.deleted',
  'contract_type.deleted',
  'reference_data.deleted',
  'term.published',
  'audition.deleted',
  'biometric.deleted',
  'skill.deleted',
  'experience.deleted',
  'event.deleted',
  'student.exported',
  'student.erased',
  'student.disability_changed',
  'analytics.exported',
  'identity.linked',
  'mfa.enabled',
  'mfa.disabled',
  'agreement.deleted',
  'internship.signed',
  'internship.cancelled',
  'internship.terminated',
  'internship.amendment_created',
  'internship.amendment_signed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The 'Ação' column and the action filter of the Auditoria screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'login.success': 'Login',
  'login.failure': 'Falha de login',
  logout: 'Logout',
  'login.locked': 'Bloqueio por excesso de tentativas',
  'password.changed': 'Alteração da própria senha',
  'password.reset_requested': 'Pedido de redefinição de senha',
  'password.reset': 'Redefinição de senha por link',
  'user.created': 'Criação de usuário',
  'user.role_changed': 'Alteração de função',
  'user.email_changed': 'Alteração de e-mail pelo administrador',
  'user.password_changed': 'Alteração de senha pelo administrador',
  'user.activated': 'Ativação',
  'user.deactivated': 'Desativação',
  'user.deleted': 'Exclusão de usuário',
  'company.deleted': 'Exclusão de empresa',
  'job.deleted': 'Exclusão de vaga',
  'application.deleted': 'Exclusão de candidatura',
  'application.stage_changed': 'Mudança de etapa da candidatura',
  'orientation.deleted': 'Exclusão de curso ou seleção',
  'contract_type.deleted': 'Exclusão de tipo de contrato',
  'reference_data.deleted': 'Exclusão de cadastro (curso, área ou tipo de evento)',
  'term.published': 'Nova versão dos termos',
  'audition.deleted': 'Exclusão de audição',
  'biometric.deleted': 'Exclusão de biometria',
  'skill.deleted': 'Exclusão de habilidade',
  'experience.deleted': 'Exclusão de experiência profissional',
  'event.deleted': 'Exclusão de evento',
  'student.exported': 'Exportação de dados',
  'student.erased': 'Exclusão de dados (LGPD)',
  'student.disability_changed': 'Registro de pessoa com deficiência',
  'analytics.exported': 'Exportação de indicadores',
  'identity.linked': 'Vínculo de identidade institucional',
  'mfa.enabled': 'Ativação da verificação em duas etapas',
  'mfa.disabled': 'Desativação da verificação em duas etapas',
  'agreement.deleted': 'Exclusão de convênio',
  'internship.signed': 'Assinatura de termo de compromisso de estágio',
  'internship.cancelled': 'Cancelamento de termo de compromisso de estágio',
  'internship.terminated': 'Rescisão de estágio',
  'internship.amendment_created': 'Criação de termo aditivo de estágio',
  'internship.amendment_signed': 'Assinatura de termo aditivo de estágio',
};

/** What an entry is about (the 'Alvo' column). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'student',
  'company',
  'job',
  'application',
  'orientation',
  'contract_type',
  'reference_data',
  'term',
  'audition',
  'biometric',
  'skill',
  'experience',
  'event',
  'agreement',
  'internship',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'Usuário',
  student: 'Estudante',
  company: 'Empresa',
  job: 'Vaga',
  application: 'Candidatura',
  orientation: 'Curso ou seleção',
  contract_type: 'Tipo de contrato',
  reference_data: 'Cadastro',
  term: 'Termo',
  audition: 'Audição',
  biometric: 'Biometria',
  skill: 'Habilidade',
  experience: 'Experiência profissional',
  event: 'Evento',
  agreement: 'Convênio',
  internship: 'Estágio',
};

export const auditMessages = {
  empty: 'Nenhum registro encontrado',
  /** Replaces names and e-mails of an erased student in earlier entries (LGPD). */
  removedPerson: 'Usuário removido',
} as const;

/** `GET /api/audit-log?page&limit&action&actor` (admin): newest first. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Part of the actor's e-mail (or the login typed in a refused sign-in), case- and accent-free. */
  actor: z.string().trim().max(254).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** One of AUDIT_ACTIONS; plain text so that entries written by a newer version still list. */
  action: z.string(),
  actor_user_id: z.number().int().nullable(),
  /** The actor's e-mail when it acted; for a refused sign-in, the e-mail or RA typed. */
  actor_label: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  target_label: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = paginated(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;
