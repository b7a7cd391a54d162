import { z } from 'zod';
import { paginated } from './common.ts';
import { pipelineFields, STAGES } from './pipeline.ts';

export const applicationMessages = {
  submitted: 'Candidatura submetida com sucesso!',
  removed: 'Candidatura removida com sucesso',
  removeFailed: 'Falha ao remover candidatura!',
  listed: 'Listando candidaturas encontradas.',
  listFailed: 'Falha ao buscar candidaturas! Recarregue a página e tente novamente.',
  hiredUpdated: 'Candidatura atualizada com sucesso',
  hiredFailed: 'Falha ao atualizar candidatura',
  chooseCandidate: 'Atenção! Selecione um candidato para prosseguir',
  empty: 'Nenhuma candidatura encontrada',
  duplicate: 'Você já se candidatou a esta vaga',
  jobClosed: 'Esta vaga está encerrada e não recebe novas candidaturas',
  notFound: 'Candidatura não encontrada',
  notYourRa: 'O RA informado não é o seu',
  notified: 'Notificação enviada aos candidatos',
  nothingToNotify: 'Todos os candidatos já foram notificados',
} as const;

export const applicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  student_id: z.number().int(),
  ra: z.string(),
  hired: z.boolean(),
  notified_at: z.string().nullable(),
  created_at: z.string(),
  ...pipelineFields,
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.number().int(),
    city: z.string(),
    state: z.string(),
    area: z.string().nullable(),
    company: z.object({ id: z.number().int(), name: z.string() }),
  }),
  student: z.object({
    id: z.number().int(),
    ra: z.string(),
    phone: z.string().nullable(),
    user: z.object({ name: z.string(), email: z.string() }),
    /** The student's course (the board's cards). */
    course: z.string().nullable().optional(),
    /** The academic period and its situation (staff views of applicants). */
    periodo: z.string().nullable().optional(),
    situacao_periodo: z.string().nullable().optional(),
  }),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListSchema = paginated(applicationSchema);

export const applicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  job_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  name: z.string().trim().max(255).optional(),
  /** The board's columns: one stage at a time. */
  stage: z.enum(STAGES).optional(),
  /** The hire picker: only applications that can still be marked hired (not hired, not withdrawn). */
  hireable: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const createApplicationSchema = z.object({
  job_id: z.coerce.number().int().positive().max(2_147_483_647),
  ra: z.string().trim().min(1).max(32),
});

export const notifyResultSchema = z.object({ notified: z.number().int(), message: z.string() });
