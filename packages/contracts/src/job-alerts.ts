import { z } from 'zod';
import { paginated } from './common.ts';

/** Job alerts: a student's saved search, e-mailed as matching jobs open (docs/decisions/012-job-alerts.md). */
export const JOB_ALERT_LIMIT = 10;
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'Imediato (assim que a vaga abrir)',
  daily: 'Diário (às 8h)',
  weekly: 'Semanal (segundas, às 8h)',
};

export const jobAlertMessages = {
  created: 'Alerta criado com sucesso!',
  createFailed: 'Alerta não foi criado, verifique seus dados e tente novamente!',
  updated: 'Alerta alterado com sucesso!',
  updateFailed: 'Alerta não foi alterado, tente novamente!',
  paused: 'Alerta pausado',
  resumed: 'Alerta reativado',
  deleted: 'Alerta excluído com sucesso!',
  deleteFailed: 'Alerta não foi excluído, tente novamente!',
  notFound: 'Alerta não encontrado',
  limit: `Você já tem ${JOB_ALERT_LIMIT} alertas: exclua um para criar outro`,
  noCriteria: 'Informe ao menos um critério: título, estado ou cidade',
  frequency: 'Escolha a frequência: imediato, diário ou semanal',
  nameRequired: 'O campo "Nome do alerta" é obrigatório!',
  empty: 'Nenhum alerta criado',
  never: 'Nenhum envio ainda',
  linkInvalid: 'Link de cancelamento inválido',
  unsubscribed: (name: string) => `Pronto! Você não receberá mais e-mails do alerta "${name}".`,
} as const;

/** '' and blanks mean "no criterion" (the search form sends empty fields). */
const criterion = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .nullish()
    .transform((v) => (v ? v : null));

const fields = {
  name: z
    .string({ error: jobAlertMessages.nameRequired })
    .trim()
    .min(1, { error: jobAlertMessages.nameRequired })
    .max(80, { error: 'Máximo de 80 caracteres' }),
  title: criterion(120),
  state: criterion(32),
  city: criterion(120),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: jobAlertMessages.frequency }),
};

export const createJobAlertSchema = z.object(fields);
export const updateJobAlertSchema = z
  .object({ ...fields, active: z.boolean({ error: 'Informe se o alerta está ativo' }) })
  .partial();
export type CreateJobAlertInput = z.input<typeof createJobAlertSchema>;
export type UpdateJobAlertInput = z.input<typeof updateJobAlertSchema>;

export const jobAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  active: z.boolean(),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertListSchema = paginated(jobAlertSchema);
export type JobAlertList = z.infer<typeof jobAlertListSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const unsubscribeResponseSchema = z.object({ name: z.string(), message: z.string() });
/** What a signed link stops, shown before the student confirms (a GET never changes anything). */
export const unsubscribeDetailsSchema = jobAlertSchema.pick({
  name: true,
  title: true,
  state: true,
  city: true,
  frequency: true,
  active: true,
});
export type UnsubscribeDetails = z.infer<typeof unsubscribeDetailsSchema>;
