import { z } from 'zod';

/** The hiring pipeline (docs/decisions/011-hiring-pipeline.md): the stages of an application, in board order. */
export const STAGES = ['received', 'in_review', 'interview', 'hired', 'rejected', 'withdrawn'] as const;
export type Stage = (typeof STAGES)[number];
/** The stages staff move applications to; 'withdrawn' is set only by the student withdrawing. */
export const MOVABLE_STAGES = ['received', 'in_review', 'interview', 'hired', 'rejected'] as const;
export type MovableStage = (typeof MOVABLE_STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  received: 'Recebida',
  in_review: 'Em análise',
  interview: 'Entrevista',
  hired: 'Contratada',
  rejected: 'Não selecionada',
  withdrawn: 'Cancelada',
};

/** The short list offered when a candidate is not selected (free text is accepted too). */
export const REJECTION_REASONS = [
  'Perfil não atende aos requisitos da vaga',
  'Vaga preenchida por outro(a) candidato(a)',
  'Disponibilidade de horário incompatível',
  'Processo seletivo encerrado',
] as const;

export const INTERVIEW_DURATION = { min: 15, max: 480 } as const;

export const pipelineMessages = {
  moved: (n: number) =>
    n === 1 ? 'Candidatura movida para a nova etapa' : `${n} candidaturas movidas para a nova etapa`,
  moveFailed: 'Falha ao mover candidatura',
  invalidStage: 'Etapa inválida',
  interviewRequired: 'Informe a data, o horário, a duração e o local da entrevista',
  startsAtRequired: 'Informe a data e o horário da entrevista',
  startsAtInvalid: 'Data e horário inválidos',
  durationInvalid: `A duração deve ficar entre ${INTERVIEW_DURATION.min} e ${INTERVIEW_DURATION.max} minutos`,
  locationRequired: 'Informe o local ou o link da reunião',
  withdrawn: 'A candidatura foi cancelada pelo(a) estudante e não pode ser movida',
  emptySelection: 'Selecione ao menos uma candidatura',
  preferenceSaved: 'Preferência de e-mails salva',
  preferenceFailed: 'Falha ao salvar a preferência de e-mails',
  historyFailed: 'Falha ao buscar o histórico da candidatura',
  resumeViewed: 'Currículo visualizado',
} as const;

const text = (max: number) => z.string().trim().max(max);

export const interviewInputSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: pipelineMessages.startsAtInvalid }),
  duration_minutes: z.coerce
    .number({ error: pipelineMessages.durationInvalid })
    .int()
    .min(INTERVIEW_DURATION.min, pipelineMessages.durationInvalid)
    .max(INTERVIEW_DURATION.max, pipelineMessages.durationInvalid),
  location: text(300).min(1, pipelineMessages.locationRequired),
});
export type InterviewInput = z.infer<typeof interviewInputSchema>;

const moveFields = {
  stage: z.enum(MOVABLE_STAGES, { error: pipelineMessages.invalidStage }),
  reason: text(300).optional(),
  message: text(1000).optional(),
};

export const moveStageSchema = z.object({ ...moveFields, interview: interviewInputSchema.optional() });
export type MoveStageInput = z.infer<typeof moveStageSchema>;

export const bulkMoveSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, pipelineMessages.emptySelection).max(500),
  ...moveFields,
});
export type BulkMoveInput = z.infer<typeof bulkMoveSchema>;
export const bulkMoveResultSchema = z.object({ updated: z.number().int() });

export const interviewSchema = z.object({
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  location: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** What every application JSON carries about its place in the pipeline. */
export const pipelineFields = {
  stage: z.enum(STAGES),
  stage_updated_at: z.string(),
  resume_viewed_at: z.string().nullable(),
  interview: interviewSchema.nullable(),
  rejection_reason: z.string().nullable(),
};

export const historyEntrySchema = z.object({
  stage: z.enum(STAGES),
  at: z.string(),
  by: z.enum(['student', 'company', 'admin']),
  reason: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historySchema = z.array(historyEntrySchema);

export const stageEmailsSchema = z.object({ enabled: z.boolean() });
export type StageEmails = z.infer<typeof stageEmailsSchema>;
